/**
 * Pure rules of a coin purchase, whatever it buys (calls-errors-spec §8): amounts read from a pay
 * link, the coins a fan is short of, the confirm step's quote, and what a failed purchase leads to.
 */
import { WALLET_NOT_ENOUGH, yuanTextToFen } from '@contracts/wallet/balance';
import { isApiError } from '@shared/http';

/** What pay-error shows when the refusal came without words. */
export const PAY_FAILED_TEXT = '购买失败，请重试';

/** What a second tap says while the first purchase is on its way (calls-errors-spec §8). */
export const PLEASE_WAIT_TEXT = '请稍候...';

/** An amount from a link's query ('18', '18.5', '18.00'), in fen; null when it is not one. */
export function amountFen(text: string | null): number | null {
  if (text === null || !/^\d{1,9}(\.\d{1,2})?$/.test(text.trim())) return null;
  return yuanTextToFen(text.trim());
}

/** The coins still missing for a price (never below zero). */
export function missingFen(priceFen: number, balanceFen: number): number {
  return Math.max(0, priceFen - balanceFen);
}

/**
 * What the confirm step of a coin purchase shows: the balance after paying, or — when the coins do
 * not reach the price — how many are missing.
 */
export interface CoinQuote {
  priceFen: number;
  balanceFen: number;
  enough: boolean;
  /** The balance once paid; null when it would not be paid. */
  afterFen: number | null;
  missingFen: number;
}

export function coinQuote(priceFen: number, balanceFen: number): CoinQuote {
  const enough = balanceFen >= priceFen;
  return {
    priceFen,
    balanceFen,
    enough,
    afterFen: enough ? balanceFen - priceFen : null,
    missingFen: missingFen(priceFen, balanceFen),
  };
}

/**
 * What a failed purchase leads to:
 * - balance: the spec's ' wallet.not.enough' — the balance dialog with the server's text;
 * - refused: any other answer of the server (closed, own, free, not found…) — the pay-error page;
 * - unanswered: no answer (offline, timeout, a 5xx, a malformed body) — the purchase may or may not
 *   have gone through, and a repeat answers the first purchase, so the fan stays and may tap again.
 */
export type PurchaseFailure = 'balance' | 'refused' | 'unanswered';

export function purchaseFailureOf(error: unknown): PurchaseFailure {
  if (!isApiError(error)) return 'unanswered';
  if (error.code === WALLET_NOT_ENOUGH) return 'balance';
  if (error.kind === 'server') return 'refused';
  if (error.kind === 'http' && error.status !== undefined && error.status < 500) return 'refused';
  return 'unanswered';
}
