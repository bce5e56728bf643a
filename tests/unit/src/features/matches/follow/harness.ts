/**
 * Test helpers for follow: a fake server behind the app's axios instance that records each request's
 * params, with replies a test may hold back (to see the pending state), under fake timers.
 */
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { http } from '@shared/http';

export interface FakeRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
}
export type FakeReply = { status?: number; body: unknown } | 'network-error';
export type FakeRoute = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export const okBody = (data: unknown) => ({ isSuccess: true, code: '1', msg: '', data });
export const failBody = (code: string, msg?: string) => ({
  isSuccess: false,
  code,
  errorCode: code,
  ...(msg === undefined ? {} : { msg, errorMsg: msg }),
});
export const idsPage = (list: number[]) =>
  okBody({ list, pn: 1, ps: 300, total: list.length, hasMore: false });
export const followResult = (matchId: number, matchType: number, isFollow: boolean) =>
  okBody({ matchId, matchType, isFollow, followCount: isFollow ? 1 : 0 });

const originalAdapter = http.defaults.adapter;

export function fakeServer(routes: Record<string, FakeRoute>) {
  const requests: FakeRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: { ...(config.params as Record<string, unknown>) },
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.url}`];
    if (!route) throw new Error(`no fake route for ${request.method} ${request.url}`);
    const reply = await route(request);
    if (reply === 'network-error') throw Object.assign(new Error('down'), { code: 'ERR_NETWORK' });
    return { data: reply.body, status: reply.status ?? 200, statusText: '', headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return {
    requests,
    of: (url: string) => requests.filter((r) => r.url === url),
    restore: () => {
      http.defaults.adapter = originalAdapter;
    },
  };
}

/** A reply the test releases when it wants: to look at the state while a call is in flight. */
export function deferred() {
  let release: (reply: FakeReply) => void = () => undefined;
  const promise = new Promise<FakeReply>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** Lets promise chains (axios, React updates) settle without moving the clock. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}

export async function advance(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await settle();
}
