/**
 * The server's sense of time. The simulated world runs at SIM_SPEED × real time from the moment the
 * server starts, so a demo at SIM_SPEED=60 plays a match in under two minutes. Everything that stamps
 * or compares match time (the simulator, the gateway, serverTime in the envelope) reads this clock,
 * never Date.now() directly, so the app's server-time offset follows the simulated world.
 */
export interface Clock {
  /** Simulated now, ms since the epoch. */
  now(): number;
  readonly speed: number;
}

export function simulationClock(speed: number, realNow: () => number = Date.now): Clock {
  const anchor = realNow();
  return { speed, now: () => Math.round(anchor + (realNow() - anchor) * speed) };
}

/** A clock tests move by hand. */
export function manualClock(
  start: number,
): Clock & { set(ms: number): void; advance(ms: number): void } {
  let current = start;
  return {
    speed: 1,
    now: () => current,
    set: (ms) => (current = ms),
    advance: (ms) => (current += ms),
  };
}
