import { localStore, StorageKeys } from '../storage';
import { appNow } from '@schedulers/appScheduler';

/**
 * The difference between the server's clock and this device's (product-spec §3 server-time offset).
 * Phones' clocks drift; countdowns and the gateway's timestamp use server time.
 */
let offsetMs = Number(localStore.get(StorageKeys.serverTimeOffset) ?? 0) || 0;

export function recordServerTime(serverTime: number, receivedAt: number = appNow()): void {
  if (!Number.isFinite(serverTime) || serverTime <= 0) return;
  offsetMs = Math.round(serverTime - receivedAt);
  localStore.set(StorageKeys.serverTimeOffset, String(offsetMs));
}

export function serverTimeOffset(): number {
  return offsetMs;
}

/** Now, in server time (ms). */
export function serverNow(): number {
  return appNow() + offsetMs;
}
