// Pins the sport-data gateway's door: the signature (good, wrong, stale), bad input and unknown apiNames.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config';
import { signGateway as sign, startTestApp, type TestApp } from '../../kit/testApp';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const post = (payload: unknown) =>
  test.app.inject({ method: 'POST', url: '/sportdata/f', payload: payload as object });

describe('POST /sportdata/f', () => {
  it('accepts a good signature and reports an unknown apiName clearly', async () => {
    const timestamp = Date.now();
    const res = await post({
      apiName: 'noSuchApi',
      timestamp,
      verifyStr: sign('noSuchApi', timestamp),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      isSuccess: false,
      code: 'unknown_api',
      msg: '未知的接口：noSuchApi',
    });
  });

  it('refuses a wrong signature', async () => {
    const timestamp = Date.now();
    const res = await post({
      apiName: 'getMatchListByDate',
      timestamp,
      verifyStr: sign('getMatchListByDate', timestamp, 'other'),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ isSuccess: false, code: 'sign_error' });
  });

  it('refuses a stale timestamp, even correctly signed', async () => {
    const timestamp = Date.now() - 6 * 60 * 1000;
    const res = await post({
      apiName: 'getMatchListByDate',
      timestamp,
      verifyStr: sign('getMatchListByDate', timestamp),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'sign_expired' });
  });

  describe('with the simulated clock an hour ahead of real time (SIM_SPEED > 1)', () => {
    const HOUR = 3_600_000;
    let ahead: TestApp;
    beforeAll(async () => {
      ahead = await startTestApp({ database: test.database, now: Date.now() + HOUR });
    });
    afterAll(() => ahead.app.close());

    const signedAt = async (timestamp: number) => {
      const res = await ahead.app.inject({
        method: 'POST',
        url: '/sportdata/f',
        payload: { apiName: 'noSuchApi', timestamp, verifyStr: sign('noSuchApi', timestamp) },
      });
      return res.json<{ code: string; serverTime: number }>();
    };

    it('accepts timestamps anywhere between the two clocks: a client signs with a stale offset', async () => {
      for (const lead of [0, 0.5 * HOUR, HOUR]) {
        expect((await signedAt(Date.now() + lead)).code).toBe('unknown_api');
      }
    });

    it('still refuses timestamps outside both windows', async () => {
      expect((await signedAt(Date.now() - 6 * 60_000)).code).toBe('sign_expired');
      expect((await signedAt(Date.now() + HOUR + 6 * 60_000)).code).toBe('sign_expired');
    });

    it('stamps failures with the simulated clock too, so the client offset does not swing', async () => {
      const { serverTime } = await signedAt(Date.now() - 6 * 60_000);
      expect(serverTime).toBeGreaterThan(Date.now() + HOUR - 60_000);
    });
  });

  describe('with SIM_START three hours back, the simulated clock since caught up to one hour back', () => {
    const HOUR = 3_600_000;
    let behind: TestApp;
    beforeAll(async () => {
      behind = await startTestApp({
        database: test.database,
        now: Date.now() - HOUR,
        startOffset: -3 * HOUR,
      });
    });
    afterAll(() => behind.app.close());

    const codeAt = async (timestamp: number) => {
      const res = await behind.app.inject({
        method: 'POST',
        url: '/sportdata/f',
        payload: { apiName: 'noSuchApi', timestamp, verifyStr: sign('noSuchApi', timestamp) },
      });
      return res.json<{ code: string }>().code;
    };

    it('accepts a client still signing with the offset it learnt at the start', async () => {
      for (const lag of [3 * HOUR, 2 * HOUR, HOUR, 0]) {
        expect(await codeAt(Date.now() - lag)).toBe('unknown_api');
      }
    });

    it('refuses what lags further than the start, or leads real time', async () => {
      expect(await codeAt(Date.now() - 3 * HOUR - 6 * 60_000)).toBe('sign_expired');
      expect(await codeAt(Date.now() + 6 * 60_000)).toBe('sign_expired');
    });
  });

  it.each([{}, { apiName: 'x' }, { apiName: 'x', timestamp: 'now', verifyStr: 'abc' }, []])(
    'answers bad input %j with 400',
    async (body) => {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, code: 'bad_request' });
    },
  );

  it('uses the documented development secret by default', () => {
    expect(readConfig({}).sportdataSecret).toBe('matchday-dev-secret');
  });
});
