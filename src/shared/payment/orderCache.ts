import { PAY_ORDER_STORAGE_KEY } from '@contracts/wallet/charge';
import { localStore, sessionStore, type KeyValueStore } from '../storage';

/**
 * The order id that waits while the fan is at the provider's page (product-spec §4): in session
 * storage, but in local storage on the microblog channel, whose client comes back from the provider
 * in a new web view that has lost the session's storage.
 */
function storeOf(channel: string): KeyValueStore {
  return channel === 'weibo' ? localStore : sessionStore;
}

export function cacheOrderId(channel: string, id: number): void {
  storeOf(channel).set(PAY_ORDER_STORAGE_KEY, String(id));
}

/** The cached order id, or null when there is none (or it is not an id). */
export function cachedOrderId(channel: string): number | null {
  const raw = storeOf(channel).get(PAY_ORDER_STORAGE_KEY);
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

export function clearOrderId(channel: string): void {
  storeOf(channel).remove(PAY_ORDER_STORAGE_KEY);
}
