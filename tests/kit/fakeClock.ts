import { vi } from 'vitest';

/**
 * Fake timers for everything schedulers/ uses, Date included, so "200 ms later" is a step of the test,
 * not a wait. Use `advance` (async: lets promises settle between timers).
 */
export function installFakeClock(now = new Date('2026-11-22T12:00:00+08:00')) {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
    now,
  });
  return {
    advance: (ms: number) => vi.advanceTimersByTimeAsync(ms),
    restore: () => vi.useRealTimers(),
  };
}

/** Lets pending promise callbacks run. */
export async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}
