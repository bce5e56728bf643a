import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { http } from '@shared/http';

/**
 * A stand-in for the companion server at the axios adapter, so the real http client (common params,
 * bearer token, envelope reading, zod checks) runs in unit tests. Each route answers with an envelope
 * body and a status; unknown routes fail the test loudly with a 404 envelope.
 */
export interface SeenRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  authorization: string | undefined;
}

export type Answer = { status?: number; body: unknown } | 'network-error';
type Handler = (request: SeenRequest) => Answer | Promise<Answer>;

const original = http.defaults.adapter;

export const ok = (data: unknown) => ({ body: { isSuccess: true, code: '1', msg: '', data } });
export const refusal = (status: number, code: string, msg: string) => ({
  status,
  body: { isSuccess: false, code, errorCode: code, msg, errorMsg: msg },
});
export const loginAnswer = (token = 'tok-1', userId = 7) =>
  ok({ token, uuid: String(userId), userId });

export function fakeServer(routes: Record<string, Handler>) {
  const seen: SeenRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: config.url ?? '',
      body:
        typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : {},
      authorization: config.headers.get('Authorization') as string | undefined,
    };
    seen.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    const answer: Answer = handler
      ? await handler(request)
      : refusal(404, 'not_found', `no fake route ${request.method} ${request.path}`);
    if (answer === 'network-error') {
      // Any adapter failure that is not a cancel or a timeout is a network failure to the client.
      throw new Error('Network Error');
    }
    return { data: answer.body, status: answer.status ?? 200, statusText: '', headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return {
    seen,
    calls: (method: string, path: string) =>
      seen.filter((r) => r.method === method && r.path === path),
    restore: () => {
      http.defaults.adapter = original;
    },
  };
}
