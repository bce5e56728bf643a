/**
 * How many accounts one address may register by name within a sliding window (issue 30 §3).
 *
 * Not a `Limiter`: a limiter counts an event once it happened, and a registration happens only after
 * the password hash and the insert (tens of ms), so a burst sent at once would all pass the check
 * before the first was counted (25 of 25 did). Here a registration takes its place in the same
 * synchronous step as the check, holds it while in flight, and gives it back if it fails (a taken
 * name), so a fan trying names is not counted for names they did not get.
 *
 * In memory, like the other caps (limiter.ts): a restart forgives, and each server of a cluster
 * counts its own requests.
 */
export interface RegistrationQuota {
  /** A place for one registration from the key, or how long until one frees up. */
  take(key: string): QuotaPlace | { granted: false; waitMs: number };
}

export interface QuotaPlace {
  granted: true;
  /** The registration failed: its place is free again. Once only; later calls do nothing. */
  giveBack(): void;
}

/** Keys kept before stale ones are swept, so a flood of distinct addresses cannot grow memory. */
const SWEEP_AT = 10_000;

export function registrationQuota(opts: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RegistrationQuota {
  const { limit, windowMs, now = Date.now } = opts;
  /** Per key, when each place still counted was taken, oldest first. */
  const places = new Map<string, number[]>();

  const sweep = (t: number) => {
    if (places.size < SWEEP_AT) return;
    for (const [key, list] of places) if (!list.some((at) => at > t - windowMs)) places.delete(key);
  };

  return {
    take: (key) => {
      const t = now();
      sweep(t);
      const held = (places.get(key) ?? []).filter((at) => at > t - windowMs);
      if (held.length >= limit) {
        places.set(key, held);
        // held[0] is the oldest: its place frees first.
        return { granted: false, waitMs: (held[0] ?? t) + windowMs - t };
      }
      held.push(t);
      places.set(key, held);
      let given = false;
      return {
        granted: true,
        giveBack: () => {
          if (given) return;
          given = true;
          const list = places.get(key);
          const at = list?.indexOf(t) ?? -1;
          if (list && at >= 0) list.splice(at, 1);
        },
      };
    },
  };
}
