export * from './params';
export * from './errors';
export * from './serverTime';
export {
  call,
  commonParams,
  http,
  readEnvelope,
  DEFAULT_TIMEOUT_MS,
  type CallOptions,
} from './client';
export * from './sportdata';
