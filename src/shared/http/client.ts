import type { AxiosProgressEvent } from 'axios';
import type * as AxiosClient from './axiosInstance';
import type { $ZodType, output } from 'zod/v4/core';
import { safeParse } from 'zod/mini';
import { envelopeSchema, isEnvelopeSuccess, SERVER_TIME_HEADER, type Envelope } from '@contracts';
import { fillPath, type Endpoint, type InputOf, type OutputOf } from '@contracts/endpoint';
import { appScheduler } from '@schedulers';
import { ApiError } from './errors';
import { dropEmptyParams, type Params } from './params';
import { recordServerTime } from './serverTime';

export { commonParams } from './commonParams';

export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * The app's axios client (axiosInstance.ts), loaded with the first request that needs it: the first
 * screen's call goes out with fetch before the app runs (earlyAnswers.ts), so axios stays out of
 * the JavaScript the first screen waits for (issue 20 §3).
 */
let axiosClient: Promise<typeof AxiosClient> | undefined;
function loadAxiosClient() {
  axiosClient ??= import('./axiosInstance').catch((error: unknown) => {
    // Its code could not download (offline before the app's first request): that request fails
    // as any offline request does, and the next one asks for it again instead of failing for good
    // (Chromium fetches a failed module again; a browser that keeps the failure fails as before).
    axiosClient = undefined;
    throw error;
  });
  return axiosClient;
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  params?: Params;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** How much of the body has gone out, 0 to 1 (an image upload's progress). */
  onUploadProgress?: (fraction: number) => void;
  /** A conditional request: the tag of the answer the caller holds (see requestTagged). */
  ifNoneMatch?: string;
}

// Only literal objects are params: FormData, URLSearchParams and Blob bodies go out as they are.
function isPlainObject(value: unknown): value is Params {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function toTransportError(
  error: unknown,
  path: string,
  { isCancel, isAxiosError }: typeof AxiosClient,
): ApiError {
  if (isCancel(error)) return new ApiError('cancelled', { path });
  if (isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')) {
    return new ApiError('timeout', { path });
  }
  return new ApiError('network', { path });
}

function progressOf(report: CallOptions['onUploadProgress']) {
  if (!report) return undefined;
  return (event: AxiosProgressEvent) => report(event.total ? event.loaded / event.total : 0);
}

/**
 * Sends one request; every transport failure becomes an ApiError. The timeout runs on the app
 * scheduler's clock (not axios's host timer), so fake clocks reach it and it is cleared with the
 * request; the caller's signal still cancels.
 */
async function send(path: string, options: CallOptions) {
  const controller = new AbortController();
  let timedOut = false;
  const cancelTimer = appScheduler.clock.after(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, () => {
    timedOut = true;
    controller.abort();
  });
  const outer = options.signal;
  const forwardAbort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', forwardAbort, { once: true });
  let client: typeof AxiosClient | undefined;
  try {
    client = await loadAxiosClient();
    return await client.http.request<unknown>({
      url: path,
      method: options.method ?? 'GET',
      params: options.params,
      data: isPlainObject(options.body) ? dropEmptyParams(options.body) : options.body,
      signal: controller.signal,
      onUploadProgress: progressOf(options.onUploadProgress),
      headers: options.ifNoneMatch ? { 'If-None-Match': options.ifNoneMatch } : undefined,
    });
  } catch (error) {
    if (timedOut) throw new ApiError('timeout', { path });
    // The client itself did not load: the network is gone.
    if (!client) throw new ApiError('network', { path });
    throw toTransportError(error, path, client);
  } finally {
    cancelTimer();
    outer?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * Makes one request to a path and returns its validated `data`. Every failure is an ApiError:
 * transport, HTTP status, an envelope that reports failure, or data that breaks the contract.
 * Features call `call(endpoint, input)`; this is the gateway's and `call`'s way out.
 */
export async function request<S extends $ZodType>(
  path: string,
  data: S,
  options: CallOptions = {},
): Promise<output<S>> {
  const response = await send(path, options);
  return readEnvelope(path, response.status, response.data, data);
}

/** What a conditional request brings back: unchanged (304), or the answer with its tag. */
export type Tagged<T> = { unchanged: true } | { unchanged: false; data: T; etag: string | null };

/** An HTTP answer as it came: from axios, or from the first screen's early call (fetch). */
export interface RawAnswer {
  status: number;
  data: unknown;
  /** Lower-case names. Test adapters may answer without headers. */
  headers?: Record<string, unknown>;
}

/**
 * `request`, conditional on `options.ifNoneMatch`: a 304 means the caller's answer still holds (no
 * body, nothing parsed); otherwise the answer is read as `request` reads it, with its ETag.
 */
export async function requestTagged<S extends $ZodType>(
  path: string,
  data: S,
  options: CallOptions,
): Promise<Tagged<output<S>>> {
  const response = await send(path, options);
  return readTagged(path, data, response as RawAnswer, options.ifNoneMatch);
}

/** Reads an answer that may be a 304 to `ifNoneMatch`, or the envelope with its ETag. */
export function readTagged<S extends $ZodType>(
  path: string,
  data: S,
  response: RawAnswer,
  ifNoneMatch?: string,
): Tagged<output<S>> {
  const headers = response.headers;
  // Answers kept as the same bytes for everyone carry the server's time in a header, 304s too.
  const serverTime = Number(headers?.[SERVER_TIME_HEADER]);
  if (serverTime > 0) recordServerTime(serverTime);
  if (response.status === 304 && ifNoneMatch) return { unchanged: true };
  const etag = headers?.etag;
  return {
    unchanged: false,
    data: readEnvelope(path, response.status, response.data, data),
    etag: typeof etag === 'string' ? etag : null,
  };
}

export type EndpointCallOptions = Pick<CallOptions, 'signal' | 'timeoutMs' | 'onUploadProgress'>;

/** The request of an endpoint for an input: its path filled, the rest in the query or the body. */
function requestOf(endpoint: Endpoint, input: object): { path: string; options: CallOptions } {
  const { path, rest } = fillPath(endpoint.path, input as Record<string, unknown>);
  if (endpoint.method === 'GET') return { path, options: { method: 'GET', params: rest } };
  const body = endpoint.bodyField === undefined ? rest : rest[endpoint.bodyField];
  return { path, options: { method: 'POST', body } };
}

/**
 * Calls an endpoint of contracts/ and returns its `data`, checked by the endpoint's output schema.
 * The path, the method and where the input goes all come from the one declaration the server
 * registers too (docs/ARCHITECTURE.md "Adding an endpoint").
 */
export function call<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  options: EndpointCallOptions = {},
): Promise<OutputOf<E>> {
  const { path, options: base } = requestOf(endpoint, input as object);
  return request(path, endpoint.output, { ...base, ...options }) as Promise<OutputOf<E>>;
}

/**
 * Calls an endpoint and returns its envelope as it came, whatever it reports: for the few flows
 * that read the code of a failure as an answer (the SMS centre's 61 = sendable). Transport failures
 * and bodies that are not an envelope still throw ApiError.
 */
export async function callForEnvelope<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  options: EndpointCallOptions = {},
): Promise<Envelope> {
  const { path, options: base } = requestOf(endpoint, input as object);
  const response = await send(path, { ...base, ...options });
  const envelope = envelopeSchema.safeParse(response.data);
  if (!envelope.success)
    throw new ApiError(response.status >= 400 ? 'http' : 'malformed', {
      path,
      status: response.status,
    });
  if (envelope.data.serverTime !== undefined) recordServerTime(envelope.data.serverTime);
  return envelope.data;
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
