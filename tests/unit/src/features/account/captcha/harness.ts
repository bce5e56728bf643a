/**
 * Test helpers for the captcha and SMS tests: a fake server behind the app's axios instance, and
 * the moves of a fan on the slider. Everything runs under vitest fake timers (installFakeClock).
 */
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { act, fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { http } from '@shared/http';

export interface FakeRequest {
  method: string;
  url: string;
  body: unknown;
}
export type FakeReply = { status?: number; body: unknown };
export type FakeRoute = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export const okBody = (data: unknown) => ({ isSuccess: true, code: '1', msg: '', data });
export const failBody = (code: string, msg: string) => ({
  isSuccess: false,
  code,
  errorCode: code,
  msg,
  errorMsg: msg,
});

export const PUZZLE = { Y: 42, token: 'tok-1', tplImg: 'UElFQ0U=', mapImg: 'TUFQ' };

const originalAdapter = http.defaults.adapter;

/** Routes every request of the app by "METHOD url"; unknown routes fail the test loudly. */
export function fakeServer(routes: Record<string, FakeRoute>) {
  const requests: FakeRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.url}`];
    if (!route) throw new Error(`no fake route for ${request.method} ${request.url}`);
    const reply = await route(request);
    return { data: reply.body, status: reply.status ?? 200, statusText: '', headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return {
    requests,
    of: (method: string, url: string) =>
      requests.filter((r) => r.method === method && r.url === url),
    restore: () => {
      http.defaults.adapter = originalAdapter;
    },
  };
}

/** Lets promise chains (axios, React updates) settle without moving the clock. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}

export async function advance(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await settle();
}

const slider = () => screen.getByTestId('captcha-slider');

/** A mouse drag of the handle: press at 100, move by each of `deltas`, optionally release. */
export async function drag(deltas: number[], release = true): Promise<void> {
  act(() => {
    fireEvent.mouseDown(slider(), { clientX: 100 });
    for (const d of deltas) fireEvent.mouseMove(document, { clientX: 100 + d });
    if (release) fireEvent.mouseUp(document);
  });
  await settle();
}

export const distance = () => Number(slider().getAttribute('data-distance'));
export const popup = () => screen.getByTestId('captcha-popup');
export const message = () => screen.queryByTestId('captcha-message');
