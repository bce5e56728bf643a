/**
 * The app's one scheduler. Its environment starts visible and online; the browser adapter
 * (src/shared/environment) feeds it at boot. Its clock is the system clock through timers.ts, so a
 * test that installs vitest fake timers (tests/kit/schedulerKit.ts) drives it.
 */
import { createEnvironment } from './environment';
import { createScheduler } from './scheduler';

export const appEnvironment = createEnvironment();
export const appScheduler = createScheduler({ environment: appEnvironment });

/**
 * Now, in ms since the epoch, by the app scheduler's clock: what src/ and realtime/ read instead of
 * Date.now (lint holds it), so one clock — fake in tests — tells every part of the app the time.
 */
export function appNow(): number {
  return appScheduler.clock.now();
}
