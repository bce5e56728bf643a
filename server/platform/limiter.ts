/**
 * In-memory counters per key (an account, an IP): `limit` events within `windowMs` lock the key for
 * `lockMs` from the last one. They live in the process, so a restart forgives, which is acceptable for
 * these caps; the SMS resend limit, which must hold across restarts, lives in the database instead
 * (smsCodes.ts).
 */
export interface Limiter {
  /** ms until the key is free again; 0 when it is free now. */
  lockedFor(key: string): number;
  /** Counts one event for the key; the limit-th within the window locks it. */
  hit(key: string): void;
  /** Forgets the key's events (after a successful login). A lock stands until it runs out. */
  reset(key: string): void;
}

/** Keys kept before stale ones are swept, so a flood of distinct keys cannot grow memory forever. */
const SWEEP_AT = 10_000;

export function limiter(opts: {
  limit: number;
  windowMs: number;
  lockMs: number;
  now?: () => number;
}): Limiter {
  const { limit, windowMs, lockMs, now = Date.now } = opts;
  const events = new Map<string, number[]>();
  const lockedUntil = new Map<string, number>();

  const sweep = () => {
    if (events.size + lockedUntil.size < SWEEP_AT) return;
    const t = now();
    for (const [key, list] of events) if (!list.some((at) => at > t - windowMs)) events.delete(key);
    for (const [key, until] of lockedUntil) if (until <= t) lockedUntil.delete(key);
  };

  return {
    lockedFor: (key) => Math.max(0, (lockedUntil.get(key) ?? 0) - now()),
    hit: (key) => {
      sweep();
      const t = now();
      const list = (events.get(key) ?? []).filter((at) => at > t - windowMs);
      list.push(t);
      if (list.length >= limit) {
        lockedUntil.set(key, t + lockMs);
        events.delete(key);
      } else {
        events.set(key, list);
      }
    },
    reset: (key) => void events.delete(key),
  };
}
