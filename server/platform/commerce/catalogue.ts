import type { AnySellable } from './sellable';

/**
 * Everything on sale, by purpose and by preDualPay's playType: the features' sellables, registered
 * by the app as it composes them (server/app.ts). Payments find a sellable here, never by importing
 * a feature. Registering the same sellable again (another app in the same process, as tests start)
 * changes nothing; another sellable claiming a taken purpose or playType is a programming error.
 */
const byPurpose = new Map<string, AnySellable>();
const byPlayType = new Map<number, AnySellable>();

/** The purpose of an order that buys coins: the wallet's top-up, not a sellable. */
export const TOP_UP_PURPOSE = 'top_up';

export function registerSellable(sellable: AnySellable): void {
  const known = byPurpose.get(sellable.purpose);
  if (known === sellable) return;
  // A purpose is written into orders: two owners would mix their orders.
  if (known || sellable.purpose === TOP_UP_PURPOSE)
    throw new Error(`purpose ${sellable.purpose} is sold already`);
  const playType = sellable.directPay?.playType;
  if (playType !== undefined && byPlayType.has(playType))
    throw new Error(`preDualPay playType ${playType} is sold already`);
  byPurpose.set(sellable.purpose, sellable);
  if (playType !== undefined) byPlayType.set(playType, sellable);
}

/** The sellable an order of this purpose buys, if one is registered. */
export const sellableOf = (purpose: string): AnySellable | undefined => byPurpose.get(purpose);

/** The sellable preDualPay's playType pays for, if one is registered. */
export const sellableForDirectPay = (playType: number): AnySellable | undefined =>
  byPlayType.get(playType);
