export * from './params';
export * from './errors';
export * from './serverTime';
export {
  call,
  callForEnvelope,
  request,
  type EndpointCallOptions,
  commonParams,
  readEnvelope,
  DEFAULT_TIMEOUT_MS,
  type CallOptions,
} from './client';
export * from './sportdata';
export * from './failureText';
// The axios instance, for tests that answer its requests; the app's code goes through `call`.
export { http } from './axiosInstance';
export { newRequestId } from './requestId';
