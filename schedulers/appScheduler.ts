/**
 * The app's one scheduler. Its environment starts visible and online; the browser adapter
 * (src/shared/environment) feeds it at boot. Its clock is the system clock through timers.ts, so a
 * test that installs vitest fake timers (tests/kit/schedulerKit.ts) drives it.
 */
import { createEnvironment } from './environment';
import { createScheduler } from './scheduler';

export const appEnvironment = createEnvironment();
export const appScheduler = createScheduler({ environment: appEnvironment });
