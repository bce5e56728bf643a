import { after } from '@schedulers';

/** Schedules `fn` before the next paint. */
export type FrameScheduler = (fn: () => void) => void;

/**
 * Before the next paint in a browser; elsewhere (Node, a test without frames) on the next turn of
 * the scheduler's clock. Live data is written to stores at most once per frame through this: a
 * burst of socket messages or 200 live scores is one render, not hundreds.
 */
export const nextFrame: FrameScheduler = (fn) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(fn);
  else after(0, fn);
};
