/**
 * The server's sense of time. The simulated world runs at SIM_SPEED × real time from the moment the
 * server starts (or from SIM_START), so a demo at SIM_SPEED=60 plays a match in under two minutes. Everything that stamps
 * or compares match time (the simulator, the gateway, serverTime in the envelope) reads this clock,
 * never Date.now() directly, so the app's server-time offset follows the simulated world.
 */
export interface Clock {
  /** Simulated now, ms since the epoch. */
  now(): number;
  readonly speed: number;
  /**
   * Simulated minus real time when the clock started: 0 unless SIM_START moved it. A client's stamps
   * (device time plus a server-time offset it learnt earlier) can lag real time by this much.
   */
  readonly startOffset: number;
  /**
   * Moves simulated time forward (development control only: server/features/devSim). Real-time
   * windows — sessions, SMS codes, the rain's taps — do not move with it.
   */
  advance?(ms: number): void;
}

export function simulationClock(
  speed: number,
  realNow: () => number = Date.now,
  start?: number,
  /** The real time at which simulated time stood at `start` (default: now). */
  anchorAt?: number,
): Clock {
  const anchor = anchorAt ?? realNow();
  const origin = start ?? anchor;
  let skipped = 0;
  return {
    speed,
    startOffset: origin - anchor,
    now: () => Math.round(origin + skipped + (realNow() - anchor) * speed),
    advance: (ms) => {
      if (ms > 0) skipped += ms;
    },
  };
}

/** A clock tests move by hand. */
export function manualClock(
  start: number,
  startOffset = 0,
): Clock & { set(ms: number): void; advance(ms: number): void } {
  let current = start;
  return {
    speed: 1,
    startOffset,
    now: () => current,
    set: (ms) => (current = ms),
    advance: (ms) => (current += ms),
  };
}
