import { appScheduler, type Fetcher, type PollHandle, type Scheduler } from '@schedulers';
import { MESSAGE_POLL_MS, RED_PACKET_CHECK_MS, RED_PACKET_LIST_MS } from './timings';

/**
 * The app's timed jobs whose features come in later issues: declared here with their spec cadence,
 * taking the feature's fetch function. A feature calls the factory once (in its streams.ts) and
 * subscribes to the handle's `data$` from its store; the key makes repeated calls share one job.
 */

/** The new-message count, every 60 s (product-spec §9). The dot shows when it is above 0. */
export function messageCountJob(
  fetch: Fetcher<number>,
  scheduler: Scheduler = appScheduler,
): PollHandle<number> {
  return scheduler.poll('messages:count', fetch, { intervalMs: MESSAGE_POLL_MS });
}

/** The red-packet check of the matches in view, every 10 s (product-spec §9). */
export function redPacketCheckJob<T>(
  fetch: Fetcher<T>,
  scheduler: Scheduler = appScheduler,
): PollHandle<T> {
  return scheduler.poll('red-packets:check', fetch, { intervalMs: RED_PACKET_CHECK_MS });
}

/** The full red-packet list, about every 1003 s (product-spec §9). */
export function redPacketListJob<T>(
  fetch: Fetcher<T>,
  scheduler: Scheduler = appScheduler,
): PollHandle<T> {
  return scheduler.poll('red-packets:list', fetch, { intervalMs: RED_PACKET_LIST_MS });
}
