// Pins issue 17 §4 item 6, one secret setting: SPORTDATA_SECRET alone configures the server and
// the app's build (vite.config.ts), and when the two still disagree the fan reads a clear error
// (src/shared/http, tests/unit/src/shared/signError.test.ts) and the operator gets a log line here.
import type { UserConfig } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signGateway, startTestApp, type TestApp } from '../../kit/testApp';

const CLIENT_SECRET = 'import.meta.env.VITE_SPORTDATA_SECRET';

/** vite.config.ts as `vite build` evaluates it under the given environment. */
async function buildConfig(env: Record<string, string | undefined>): Promise<UserConfig> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  try {
    vi.resetModules();
    const mod = (await import('../../../vite.config')) as {
      default: (env: { command: 'build'; mode: string }) => UserConfig;
    };
    return mod.default({ command: 'build', mode: 'production' });
  } finally {
    process.env = saved;
  }
}

describe('the build', () => {
  it('signs with SPORTDATA_SECRET when VITE_SPORTDATA_SECRET is unset', async () => {
    const config = await buildConfig({
      SPORTDATA_SECRET: 'one-setting',
      VITE_SPORTDATA_SECRET: undefined,
    });
    expect(config.define?.[CLIENT_SECRET]).toBe(JSON.stringify('one-setting'));
  });

  it('keeps VITE_SPORTDATA_SECRET when it is set, and the development default when neither is', async () => {
    const both = await buildConfig({ SPORTDATA_SECRET: 'server', VITE_SPORTDATA_SECRET: 'client' });
    expect(both.define?.[CLIENT_SECRET]).toBe(JSON.stringify('client'));
    const neither = await buildConfig({
      SPORTDATA_SECRET: undefined,
      VITE_SPORTDATA_SECRET: undefined,
    });
    expect(neither.define?.[CLIENT_SECRET]).toBeUndefined();
  });
});

describe('a server whose secret the app does not share', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ config: { sportdataSecret: 'set-on-the-server-only' } });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  afterAll(() => test.close());

  /** A call signed as an app built with the development default would sign it. */
  const call = () => {
    const timestamp = Date.now();
    return test.app.inject({
      method: 'POST',
      url: '/sportdata/f',
      payload: {
        apiName: 'getMatchListByDate',
        timestamp,
        verifyStr: signGateway('getMatchListByDate', timestamp, 'matchday-dev-secret'),
      },
    });
  };

  it('refuses with sign_error and tells the operator why, once a minute however many fail', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-22T21:10:00+08:00') });
    const warn = vi.spyOn(test.app.log, 'warn');
    const first = await call();
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({ isSuccess: false, code: 'sign_error' });
    for (let i = 0; i < 5; i++) await call();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toEqual([
      { apiName: 'getMatchListByDate', mismatches: 1 },
      expect.stringContaining('SPORTDATA_SECRET') as unknown,
    ]);
    vi.setSystemTime(Date.now() + 60_000);
    await call();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]?.[0]).toEqual({ apiName: 'getMatchListByDate', mismatches: 6 });
  });
});
