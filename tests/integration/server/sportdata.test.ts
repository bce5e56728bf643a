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
