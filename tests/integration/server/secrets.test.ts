// Pins issue 30 §1 and §2 in process: the guarding secrets (payment notifications, partner tickets)
// have no public default — a start outside production generates each once and keeps it with its
// data, a set one is used as given, production demands them — and without the development doors a
// newcomer reads SMS codes on the server's console, not over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config';
import { readGuardingSecrets, settleGuardingSecrets } from '../../../server/platform/secrets';
import { passCaptchaInProcess } from '../../kit/captcha';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';
import { testDatabase } from '../../kit/testDatabase';

describe('the guarding secrets', () => {
  it('are generated once outside production and kept with the data', async () => {
    const database = await testDatabase();
    try {
      const unset = readGuardingSecrets({}, false);
      expect(unset).toEqual({ payNotifySecret: '', partnerSecret: '' });
      const first = await settleGuardingSecrets(database.db, unset);
      expect(first.payNotifySecret).toMatch(/^[0-9a-f]{64}$/);
      expect(first.partnerSecret).toMatch(/^[0-9a-f]{64}$/);
      expect(first.partnerSecret).not.toBe(first.payNotifySecret);
      // A restart (or another instance on the same database) reads the same ones back.
      expect(await settleGuardingSecrets(database.db, unset)).toEqual(first);
      // One the environment sets is used as given, the other still kept.
      const given = readGuardingSecrets({ PAY_NOTIFY_SECRET: 'from-the-environment' }, false);
      expect(await settleGuardingSecrets(database.db, given)).toEqual({
        payNotifySecret: 'from-the-environment',
        partnerSecret: first.partnerSecret,
      });
    } finally {
      await database.close();
    }
  });

  it('must be set, long and unpublished under production', () => {
    const own = { PAY_NOTIFY_SECRET: 'n'.repeat(32), PARTNER_SECRET: 'p'.repeat(32) };
    expect(readGuardingSecrets(own, true)).toEqual({
      payNotifySecret: own.PAY_NOTIFY_SECRET,
      partnerSecret: own.PARTNER_SECRET,
    });
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      /^PAY_NOTIFY_SECRET must be set under NODE_ENV=production/,
    );
    expect(() => readGuardingSecrets({ ...own, PARTNER_SECRET: 'short' }, true)).toThrow(
      /^PARTNER_SECRET must be a secret of your own/,
    );
    expect(() =>
      readGuardingSecrets({ ...own, PARTNER_SECRET: 'matchday-dev-partner-secret' }, true),
    ).toThrow(/^PARTNER_SECRET must be a secret of your own/);
  });
});

describe('the development doors', () => {
  it('open only with MATCHDAY_DEV_API=1, never under production', () => {
    expect(readConfig({}).devApi).toBe(false);
    expect(readConfig({ MATCHDAY_DEV_API: 'true' }).devApi).toBe(false);
    expect(readConfig({ MATCHDAY_DEV_API: '1' }).devApi).toBe(true);
    const production = { NODE_ENV: 'production', PAY_NOTIFY_SECRET: 'n'.repeat(32) };
    expect(
      readConfig({ ...production, PARTNER_SECRET: 'p'.repeat(32), MATCHDAY_DEV_API: '1' }).devApi,
    ).toBe(false);
  });
});

describe('SMS codes on a start without the development doors', () => {
  let test: TestApp;
  const printed: string[] = [];
  beforeAll(async () => {
    test = await startTestApp({
      config: { devApi: false },
      print: (line) => printed.push(line),
    });
  });
  afterAll(() => test.close());

  it('are printed on the console and cannot be read over HTTP', async () => {
    const sent = await test.app.inject({
      method: 'POST',
      url: '/api/uc/sms/send',
      payload: {
        phone: '13600000077',
        type: 51,
        captchaTicket: await passCaptchaInProcess(test.app),
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(printed).toEqual([
      expect.stringMatching(/^SMS code for 13600000077 \(type 51\): \d{6}$/),
    ]);
    // The code itself never reaches the answer.
    const code = printed[0]!.slice(-6);
    expect(JSON.stringify(sent.json<{ data: unknown }>().data)).not.toContain(code);
    const dev = await test.app.inject({
      method: 'GET',
      url: '/api/dev/sms-codes?phone=13600000077',
    });
    expectRefusal(dev, 404, 'not_found');
  });
});
