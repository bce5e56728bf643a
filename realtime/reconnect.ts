import { backoffDelay, type Random } from '@schedulers';
import { RECONNECT_BASE_MS, RECONNECT_CAP_MS } from './timings';

/**
 * The wait before reconnect attempt `attempt` (1 = the first after a drop): exponential from
 * RECONNECT_BASE_MS to RECONNECT_CAP_MS with equal jitter, and the jitter stays on at the cap.
 * socket.io-client's own backoff clamps to the cap after jittering, so once a fleet of phones
 * reaches it they all retry in step; this one keeps them spread over [cap/2, cap] (issue 8 item 3).
 */
export function reconnectDelay(attempt: number, random: Random = Math.random): number {
  return backoffDelay(attempt, { baseMs: RECONNECT_BASE_MS, capMs: RECONNECT_CAP_MS }, random);
}
