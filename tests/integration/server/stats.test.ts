// Pins page statistics (product-spec §6, contracts/statistics.ts): a logged-in fan reports with the
// token in a header or the cookie alone (sendBeacon-style), a visitor is refused with 401 before
// anything is read, and a malformed event is a 400 that says so in Chinese — whichever field broke.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statEvent } from '../../../contracts/statistics';
import { insertUser } from '../../../server/features/account/session/users';
import { openSession } from '../../../server/platform/auth/sessions';
import { startTestApp, type TestApp } from '../../kit/testApp';

let test: TestApp;
let token: string;

beforeAll(async () => {
  test = await startTestApp();
  const userId = await insertUser(test.database.db, { account: 'stats_reader' });
  if (userId === null) throw new Error('fixture user not created');
  token = await openSession(test.database.db, userId);
});
afterAll(() => test.close());

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  test.app.inject({
    method: statEvent.method,
    url: statEvent.path,
    payload: payload as object,
    headers,
  });
const event = { eventId: 101, path: '/tabs/home', pageResourceId: 923155608, at: 1 };

describe('POST /api/stats/event', () => {
  it('takes an event from a fan with the token in a header or in the cookie', async () => {
    const ways: Record<string, string>[] = [
      { authorization: `Bearer ${token}` },
      { cookie: `jcob_token=${token}` },
    ];
    for (const headers of ways) {
      const res = await post(event, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ isSuccess: true, code: '1', data: null });
    }
  });

  it('refuses a visitor with 401', async () => {
    const res = await post(event);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'no_login', msg: '请先登录' });
  });

  it('answers any malformed event with 400 统计数据格式错误', async () => {
    const headers = { authorization: `Bearer ${token}` };
    for (const bad of [
      { ...event, eventId: 999 },
      { ...event, path: '' },
      { ...event, path: 'x'.repeat(501) },
      { ...event, at: -1 },
      { ...event, pageResourceId: 0 },
      { eventId: 101, path: '/x' },
      {},
    ]) {
      const res = await post(bad, headers);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_request', msg: '统计数据格式错误' });
    }
  });
});
