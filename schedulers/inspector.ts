/**
 * What the development inspector shows of each job, as plain rows (no React here). The overlay in
 * src/app/shell renders them; tests read them through the kit.
 */
import { auditTime, map, merge, of, type Observable } from 'rxjs';
import { rxSchedulerFromClock } from './clock';
import type { JobState, JobStatus, PauseReason } from './jobTypes';
import type { Scheduler } from './scheduler';

export interface JobRow {
  key: string;
  status: JobStatus;
  subscribers: number;
  intervalMs: number | undefined;
  /** Ms since the last request started / last success; undefined when never. */
  lastRunAgoMs: number | undefined;
  lastSuccessAgoMs: number | undefined;
  /** Ms until the next request; undefined when nothing is due (stopped, paused cache, ...). */
  nextRunInMs: number | undefined;
  failureCount: number;
  paused: boolean;
  pausedBy: PauseReason | undefined;
  active: boolean;
  stale: boolean;
}

export function jobRow(state: JobState<unknown>, now: number): JobRow {
  return {
    key: state.key,
    status: state.status,
    subscribers: state.subscribers,
    intervalMs: state.intervalMs,
    lastRunAgoMs: state.lastRunAt === undefined ? undefined : now - state.lastRunAt,
    lastSuccessAgoMs: state.lastSuccessAt === undefined ? undefined : now - state.lastSuccessAt,
    nextRunInMs: state.nextRunAt === undefined ? undefined : Math.max(0, state.nextRunAt - now),
    failureCount: state.failureCount,
    paused: state.pausedBy !== undefined,
    pausedBy: state.pausedBy,
    active: state.active,
    stale: state.lastSuccessAt === undefined || now - state.lastSuccessAt >= state.staleMs,
  };
}

export function jobRows(scheduler: Scheduler): JobRow[] {
  const now = scheduler.clock.now();
  return scheduler.inspect().map((state) => jobRow(state, now));
}

/**
 * Rows now and after every change, at most once per `throttleMs` (state changes come in pairs per
 * request; the overlay need not render each). Times read against the scheduler's clock.
 */
export function jobRows$(scheduler: Scheduler, throttleMs = 250): Observable<JobRow[]> {
  return merge(
    of(undefined),
    scheduler.changes$.pipe(auditTime(throttleMs, rxSchedulerFromClock(scheduler.clock))),
  ).pipe(map(() => jobRows(scheduler)));
}
