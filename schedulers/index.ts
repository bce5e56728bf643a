export * from './timers';
export * from './timings';
export * from './clock';
export * from './environment';
export * from './backoff';
export * from './structuralSharing';
export * from './jobTypes';
export { createScheduler, KeyConflictError } from './scheduler';
export type {
  KeyConflictMode,
  PollHandle,
  Scheduler,
  SchedulerOptions,
  SchedulerStats,
} from './scheduler';
export * from './idSetPoll';
export * from './inspector';
export * from './appScheduler';
export * from './pagedList';
export * from './resource';
