import axios, { type AxiosInstance, isAxiosError, isCancel } from 'axios';
import type { $ZodType, output } from 'zod/v4/core';
import { safeParse } from 'zod/mini';
import { envelopeSchema, isEnvelopeSuccess } from '@contracts';
import { appConfig } from '../config/appConfig';
import { currentChannel } from '../channels';
import { getToken } from '../session';
import { ApiError } from './errors';
import { dropEmptyParams, type CommonParams, type Params } from './params';
import { recordServerTime } from './serverTime';

export const DEFAULT_TIMEOUT_MS = 15_000;

export function commonParams(): CommonParams {
  const { agentId, channel } = currentChannel();
  return { agentId, platform: appConfig.platform, appVersion: appConfig.appVersion, from: channel };
}

/** The single axios instance of the app. It never throws on HTTP status; `call` decides. */
export const http: AxiosInstance = axios.create({
  baseURL: appConfig.apiHost || undefined,
  timeout: DEFAULT_TIMEOUT_MS,
  validateStatus: () => true,
});

http.interceptors.request.use((config) => {
  config.params = { ...commonParams(), ...dropEmptyParams(config.params as Params | undefined) };
  const token = getToken();
  // The token travels in a header, never in the URL, so it stays out of logs and history.
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

export interface CallOptions {
  method?: 'GET' | 'POST';
  params?: Params;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
}

// Only literal objects are params: FormData, URLSearchParams and Blob bodies go out as they are.
function isPlainObject(value: unknown): value is Params {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function toTransportError(error: unknown, path: string): ApiError {
  if (isCancel(error)) return new ApiError('cancelled', { path });
  if (isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')) {
    return new ApiError('timeout', { path });
  }
  return new ApiError('network', { path });
}

/**
 * Makes one call and returns its validated `data`. Every failure is an ApiError: transport, HTTP status,
 * an envelope that reports failure, or data that breaks the contract.
 */
export async function call<S extends $ZodType>(
  path: string,
  data: S,
  options: CallOptions = {},
): Promise<output<S>> {
  let response;
  try {
    response = await http.request<unknown>({
      url: path,
      method: options.method ?? 'GET',
      params: options.params,
      data: isPlainObject(options.body) ? dropEmptyParams(options.body) : options.body,
      signal: options.signal,
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
  } catch (error) {
    throw toTransportError(error, path);
  }
  return readEnvelope(path, response.status, response.data, data);
}

export function readEnvelope<S extends $ZodType>(
  path: string,
  status: number,
  body: unknown,
  data: S,
): output<S> {
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) {
    if (status < 200 || status >= 300) throw new ApiError('http', { path, status });
    throw new ApiError('malformed', { path, status });
  }
  const e = envelope.data;
  if (e.serverTime !== undefined) recordServerTime(e.serverTime);
  if (status < 200 || status >= 300 || !isEnvelopeSuccess(e)) {
    throw new ApiError(status >= 200 && status < 300 ? 'server' : 'http', {
      path,
      status,
      code: e.errorCode ?? e.code,
      message: e.errorMsg ?? e.msg,
    });
  }
  const parsed = safeParse(data, e.data);
  if (!parsed.success) throw new ApiError('malformed', { path, status });
  return parsed.data;
}
