export * from './params';
export * from './errors';
export * from './serverTime';
export {
  call,
  callForEnvelope,
  request,
  type EndpointCallOptions,
  commonParams,
  http,
  readEnvelope,
  DEFAULT_TIMEOUT_MS,
  type CallOptions,
} from './client';
export * from './sportdata';
export * from './failureText';
