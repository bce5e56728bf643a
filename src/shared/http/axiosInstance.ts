import axios from 'axios';
import { appConfig } from '../config/appConfig';
import { getToken } from '../session/token';
import { commonParams } from './commonParams';
import { dropEmptyParams, type Params } from './params';

export { isAxiosError, isCancel } from 'axios';

/**
 * The single axios instance of the app. It never throws on HTTP status; `call` decides. Loaded by
 * client.ts with the first request that needs it, not with the first screen.
 */
export const http = axios.create({
  baseURL: appConfig.apiHost || undefined,
  // No host timer: `send` times each request on the scheduler's clock.
  timeout: 0,
  validateStatus: () => true,
});

http.interceptors.request.use((config) => {
  config.params = { ...commonParams(), ...dropEmptyParams(config.params as Params | undefined) };
  const token = getToken();
  // The token travels in a header, never in the URL, so it stays out of logs and history.
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});
