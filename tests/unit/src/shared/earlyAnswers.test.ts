// @vitest-environment jsdom
// Pins src/shared/http/earlyAnswers.ts (issue 20 §3): the first screen's gateway call sent before the
// app's code, with fetch, as the app would send it; the app's own call of the same name and arguments
// takes its answer once, reads it as any answer (contract, ETag, server time), and asks again itself
// when the early one failed, is too old or never comes.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { SERVER_TIME_HEADER } from '@contracts/envelope';
import { defineGatewayCall } from '@contracts/gateway';
import { initChannel } from '@shared/channels';
import { appConfig } from '@shared/config/appConfig';
import {
  ApiError,
  commonParams,
  http,
  serverTimeOffset,
  SPORTDATA_PATH,
  sportdata,
  sportdataVerifyStr,
} from '@shared/http';
import {
  EARLY_ANSWER_MAX_AGE_MS,
  forgetEarlyAnswers,
  sendEarlyGatewayCall,
} from '@shared/http/earlyAnswers';
import { taggedAnswers } from '@shared/http/taggedAnswers';
import { clearToken, storeToken } from '@shared/session';
import { installFakeClock } from '../../../kit/fakeClock';

const ping = defineGatewayCall(
  'getPing',
  z.object({ day: z.optional(z.string()) }),
  z.object({ n: z.number() }),
);

const ok = (data: unknown) => ({ isSuccess: true, code: '1', data });

/** What the page's fetch was asked, and a way to answer it (or fail it). */
function stubFetch() {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const answers: Array<{ resolve: (r: Response) => void; reject: (e: Error) => void }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          calls.push({ url, init });
          answers.push({ resolve, reject });
        }),
    ),
  );
  return {
    calls,
    answer(body: unknown, headers: Record<string, string> = {}, status = 200) {
      answers.shift()?.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json', ...headers },
        }),
      );
    },
    fail() {
      answers.shift()?.reject(new TypeError('Failed to fetch'));
    },
  };
}

/** The app's axios requests, answered with `body`. */
function axiosAnswers(body: unknown): InternalAxiosRequestConfig[] {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    seen.push(config);
    return Promise.resolve({ data: body, status: 200, statusText: '', headers: {}, config });
  };
  http.defaults.adapter = adapter;
  return seen;
}

const originalAdapter = http.defaults.adapter;

beforeEach(() => {
  history.replaceState(null, '', '/');
  initChannel();
  clearToken();
  forgetEarlyAnswers();
  taggedAnswers.clear();
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the early gateway call', () => {
  it('goes out as the app sends the call: path, common query, token header, signed body', () => {
    const fetched = stubFetch();
    storeToken('tok-1');
    sendEarlyGatewayCall('getPing', { day: '2026-11-26', empty: '' });

    expect(fetched.calls).toHaveLength(1);
    const { url, init } = fetched.calls[0]!;
    const address = new URL(url, 'http://app.test');
    expect(address.pathname).toBe(SPORTDATA_PATH);
    expect(Object.fromEntries(address.searchParams)).toEqual({ ...commonParams() });
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok-1' });
    const body = JSON.parse(init.body as string) as Record<string, unknown>;
    // Empty values are dropped, as the app's client drops them.
    expect(body).not.toHaveProperty('empty');
    expect(body).toMatchObject({ day: '2026-11-26', apiName: 'getPing' });
    expect(body.verifyStr).toBe(
      sportdataVerifyStr('getPing', Number(body.timestamp), appConfig.sportdataSecret),
    );
  });

  it('sends a call once, however often it is asked', () => {
    const fetched = stubFetch();
    sendEarlyGatewayCall('getPing', {});
    sendEarlyGatewayCall('getPing', {});
    expect(fetched.calls).toHaveLength(1);
  });
});

describe('the app taking an early answer', () => {
  it('answers its call of the same name and arguments without asking again, read as any answer', async () => {
    const fetched = stubFetch();
    const asked = axiosAnswers(ok({ n: 2 }));
    sendEarlyGatewayCall('getPing', { day: 'd' });
    const result = sportdata(ping, { day: 'd' });
    fetched.answer(ok({ n: 1 }), { etag: '"t1"', [SERVER_TIME_HEADER]: String(Date.now() + 5000) });

    await expect(result).resolves.toEqual({ n: 1 });
    expect(asked).toHaveLength(0);
    // Its tag is kept for the next call of the kind, and the server's time read, as for any answer.
    expect(taggedAnswers.get('getPing:{"day":"d"}')?.etag).toBe('"t1"');
    expect(serverTimeOffset()).toBeGreaterThan(4000);
  });

  it('is taken once: the next call of the kind asks the server', async () => {
    const fetched = stubFetch();
    const asked = axiosAnswers(ok({ n: 2 }));
    sendEarlyGatewayCall('getPing', {});
    const first = sportdata(ping, {});
    fetched.answer(ok({ n: 1 }));
    await expect(first).resolves.toEqual({ n: 1 });
    await expect(sportdata(ping, {})).resolves.toEqual({ n: 2 });
    expect(asked).toHaveLength(1);
  });

  it('is not taken by a call with other arguments', async () => {
    stubFetch();
    const asked = axiosAnswers(ok({ n: 2 }));
    sendEarlyGatewayCall('getPing', { day: 'a' });
    await expect(sportdata(ping, { day: 'b' })).resolves.toEqual({ n: 2 });
    expect(asked).toHaveLength(1);
  });

  it('asks again when the early request failed', async () => {
    const fetched = stubFetch();
    const asked = axiosAnswers(ok({ n: 2 }));
    sendEarlyGatewayCall('getPing', {});
    const result = sportdata(ping, {});
    fetched.fail();
    await expect(result).resolves.toEqual({ n: 2 });
    expect(asked).toHaveLength(1);
  });

  it('refuses an early answer that breaks the contract, as it refuses any', async () => {
    const fetched = stubFetch();
    axiosAnswers(ok({ n: 2 }));
    sendEarlyGatewayCall('getPing', {});
    const result = sportdata(ping, {});
    fetched.answer(ok({ n: 'one' }));
    await expect(result).rejects.toMatchObject({ kind: 'malformed' });
    await expect(result).rejects.toBeInstanceOf(ApiError);
  });

  it('does not take an answer older than EARLY_ANSWER_MAX_AGE_MS', async () => {
    const clock = installFakeClock();
    const fetched = stubFetch();
    const asked = axiosAnswers(ok({ n: 2 }));
    sendEarlyGatewayCall('getPing', {});
    fetched.answer(ok({ n: 1 }));
    await clock.advance(EARLY_ANSWER_MAX_AGE_MS + 1);
    await expect(sportdata(ping, {})).resolves.toEqual({ n: 2 });
    expect(asked).toHaveLength(1);
  });

  it('waits for an early answer no longer than the call’s timeout, then asks itself', async () => {
    const clock = installFakeClock();
    stubFetch();
    const asked = axiosAnswers(ok({ n: 2 }));
    sendEarlyGatewayCall('getPing', {});
    const result = sportdata(ping, {}, { timeoutMs: 3000 });
    await clock.advance(2999);
    expect(asked).toHaveLength(0);
    await clock.advance(1);
    await expect(result).resolves.toEqual({ n: 2 });
    expect(asked).toHaveLength(1);
  });

  it('stops waiting when the caller cancels', async () => {
    stubFetch();
    axiosAnswers(ok({ n: 2 }));
    sendEarlyGatewayCall('getPing', {});
    const controller = new AbortController();
    const result = sportdata(ping, {}, { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ kind: 'cancelled' });
  });
});
