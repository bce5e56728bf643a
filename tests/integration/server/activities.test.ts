// Pins the /hd/* activities (issue 37 §4; docs/decisions/activities-and-channel-homes.md) through
// the real server and database: every claim gives once per account under 20 concurrent requests
// (the ledger's key, the coupon's source, the trial's order); a claim after the window is refused
// with 400 and a Chinese message; a visitor is asked to log in (401); another account claims its
// own; 1812's second day opens on the next Beijing day; the spree is bought once with coins and gives
// its coins and coupons; the asian-cup page lists real Asian fixtures; a news tip is feedback type 8.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityClaimResultSchema, activityInfoSchema } from '../../../contracts/activities';
import { feedbackPageSchema } from '../../../contracts/feedback';
import { constConfigSchema, faqList } from '../../../contracts/service';
import { coupons, ledgerTransfers, users, vipOrders } from '../../../server/db/schema';
import { transfer, auditLedger } from '../../../server/platform/ledger';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';
import { expectOk, uploadFixtures, type Fan } from '../../kit/uploadFixtures';

const SEED = 2026;
const NOW = Date.parse('2026-11-29T10:00:00+08:00');
const AFTER_1812 = Date.parse('2027-01-16T10:00:00+08:00');
const CLAIM = (name: string) => `/api/hd/activity/${name}/claim`;

let test: TestApp;
const { fan, uploaded, get, post } = uploadFixtures(() => test);

beforeAll(async () => {
  test = await startTestApp({ now: NOW, seeded: { seed: SEED, now: NOW, parts: ['sport'] } });
});
afterAll(() => test.close());

const db = () => test.database.db;
const info = async (name: string, who?: Fan) =>
  activityInfoSchema.parse(expectOk(await get(`/api/hd/activity/${name}`, who)));
const claimed = (res: Awaited<ReturnType<typeof post>>) =>
  activityClaimResultSchema.parse(expectOk(res));
/** 20 claims at once: answers how many gave (not `repeated`). */
async function race(url: string, payload: object, who: Fan): Promise<number> {
  const answers = await Promise.all(Array.from({ length: 20 }, () => post(url, payload, who)));
  return answers.map(claimed).filter((a) => !a.repeated).length;
}
const transfersLike = async (pattern: string) =>
  db().select().from(ledgerTransfers).where(like(ledgerTransfers.idempotencyKey, pattern));

describe('hd/1812: 18 coins on day one, 12 from the next day', () => {
  it('gives each step once under 20 concurrent claims, the second only from the next Beijing day', async () => {
    const a = await fan();
    expect((await info('1812', a)).claims.map((c) => c.state)).toEqual(['claimable', 'waiting']);
    expectRefusal(
      await post(CLAIM('1812'), { step: 2 }, a),
      400,
      'activity_step_order',
      '请先领取第一天的奖励',
    );
    expect(await race(CLAIM('1812'), { step: 1 }, a)).toBe(1);
    expect(await transfersLike(`hd:1812:${a.id}:%`)).toHaveLength(1);
    expectRefusal(
      await post(CLAIM('1812'), { step: 2 }, a),
      400,
      'activity_step_waiting',
      '第二天才能领取第二份奖励',
    );
    const page = await info('1812', a);
    expect(page.claims.map((c) => c.state)).toEqual(['claimed', 'waiting']);
    expect(page.claims[1]!.opensAt).toBe(Date.parse('2026-11-30T00:00:00+08:00'));
    test.clock.set(Date.parse('2026-11-30T00:00:01+08:00'));
    try {
      expect(await race(CLAIM('1812'), { step: 2 }, a)).toBe(1);
    } finally {
      test.clock.set(NOW);
    }
    const given = await transfersLike(`hd:1812:${a.id}:%`);
    expect(given.map((t) => t.amountFen).sort()).toEqual([1200, 1800]);
    expect((await auditLedger(db())).ok).toBe(true);
  });

  it('another account claims its own; a visitor must log in; after the end it is refused', async () => {
    const b = await fan();
    expect(claimed(await post(CLAIM('1812'), { step: 1 }, b)).repeated).toBe(false);
    expectRefusal(await post(CLAIM('1812'), { step: 1 }), 401, 'no_login');
    expect((await info('1812')).claims.map((c) => c.state)).toEqual(['login', 'login']);
    const late = await fan();
    test.clock.set(AFTER_1812);
    try {
      expectRefusal(
        await post(CLAIM('1812'), { step: 1 }, late),
        400,
        'activity_ended',
        '活动已结束',
      );
      const page = await info('1812', late);
      expect(page.state).toBe('ended');
      expect(page.claims.every((c) => c.state === 'closed')).toBe(true);
    } finally {
      test.clock.set(NOW);
    }
    expect(await transfersLike(`hd:1812:${late.id}:%`)).toHaveLength(0);
  });

  it('refuses a step that is not 1 or 2 with 400', async () => {
    const c = await fan();
    expectRefusal(await post(CLAIM('1812'), { step: 3 }, c), 400, 'bad_request', '领取档位错误');
    expect((await post('/api/hd/activity/nope/claim', {}, c)).statusCode).toBe(400);
  });
});

describe('hd/eightVip: an 8-day trial, once per account', () => {
  it('makes one trial order under 20 concurrent claims and the fan a member on trial', async () => {
    const a = await fan();
    expect(await race(CLAIM('eightVip'), {}, a)).toBe(1);
    const orders = await db().select().from(vipOrders).where(eq(vipOrders.userId, a.id));
    expect(orders).toHaveLength(1);
    expect(orders[0]!.days).toBe(8);
    const [row] = await db().select().from(users).where(eq(users.id, a.id));
    expect(row!.vipStatus).toBe(1);
    expect(row!.vipEnd!.getTime() - NOW).toBe(8 * 86_400_000);
    expect((await info('eightVip', a)).claims[0]!.state).toBe('claimed');
  });

  it('refuses a fan who had the 3-day trial, and after the end', async () => {
    const tried = await fan();
    expectOk(await post('/api/vip/try', {}, tried));
    expectRefusal(await post(CLAIM('eightVip'), {}, tried), 409, 'activity_vip_used');
    expect((await info('eightVip', tried)).claims[0]!.state).toBe('closed');
    const late = await fan();
    test.clock.set(Date.parse('2027-03-01T00:00:00+08:00'));
    try {
      expectRefusal(await post(CLAIM('eightVip'), {}, late), 400, 'activity_ended', '活动已结束');
    } finally {
      test.clock.set(NOW);
    }
    expectRefusal(await post(CLAIM('eightVip'), {}), 401, 'no_login');
  });
});

describe('hd/asian-cup: two coupons once, and the Asian fixtures', () => {
  it('gives its two coupons once under 20 concurrent claims; another fan gets their own', async () => {
    const a = await fan();
    const b = await fan();
    expect(await race(CLAIM('asianCup'), {}, a)).toBe(1);
    expect(await race(CLAIM('asianCup'), {}, b)).toBe(1);
    for (const who of [a, b]) {
      const given = await db()
        .select()
        .from(coupons)
        .where(and(eq(coupons.userId, who.id), like(coupons.source, 'hd:asianCup:%')));
      expect(given.map((c) => c.worthFen).sort()).toEqual([1000, 500]);
    }
    expectRefusal(await post(CLAIM('asianCup'), {}), 401, 'no_login');
  });

  it('lists fixtures of the Asian leagues around now, from the world', async () => {
    const page = await info('asianCup');
    expect(page.matches.length).toBeGreaterThan(0);
    expect(new Set(page.matches.map((m) => m.leagueName))).not.toContain('英超');
    for (const m of page.matches) expect(m.matchTime).toBeGreaterThanOrEqual(NOW - 86_400_000);
  });

  it('is refused after the tournament ends', async () => {
    const late = await fan();
    test.clock.set(Date.parse('2027-02-06T00:00:00+08:00'));
    try {
      expectRefusal(await post(CLAIM('asianCup'), {}, late), 400, 'activity_ended', '活动已结束');
    } finally {
      test.clock.set(NOW);
    }
  });
});

describe('hd/spree1188: bought once with coins', () => {
  const grant = (userId: number, fen: number) =>
    transfer(
      db(),
      {
        key: `test:spree-grant:${userId}`,
        kind: 'grant',
        memo: '测试金币',
        from: { house: 'opening' },
        to: { user: userId, kind: 'coin' },
        amountFen: fen,
      },
      NOW,
    );

  it('charges 11.88 once under 20 concurrent buys and gives 18.88 coins and two coupons', async () => {
    const a = await fan();
    await grant(a.id, 2000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/hd/spree1188/buy', {}, a)),
    );
    const bodies = answers.map((r) => expectOk(r) as { repeated: boolean; balance: string });
    expect(bodies.filter((b) => !b.repeated)).toHaveLength(1);
    // 20.00 − 11.88 + 18.88
    expect(bodies.every((b) => b.balance === '27.00')).toBe(true);
    expect(await transfersLike(`hd:spree1188:${a.id}%`)).toHaveLength(2);
    const given = await db()
      .select()
      .from(coupons)
      .where(like(coupons.source, `hd:spree1188:${a.id}:%`));
    expect(given).toHaveLength(2);
    expect((await info('spree1188', a)).claims[0]!.state).toBe('claimed');
    expect((await auditLedger(db())).ok).toBe(true);
  });

  it('refuses a fan short of coins with the balance error, and after the end', async () => {
    const poor = await fan();
    expectRefusal(await post('/api/hd/spree1188/buy', {}, poor), 409, ' wallet.not.enough');
    test.clock.set(Date.parse('2027-02-01T00:00:00+08:00'));
    try {
      expectRefusal(await post('/api/hd/spree1188/buy', {}, poor), 400, 'activity_ended');
    } finally {
      test.clock.set(NOW);
    }
  });
});

describe('broke-news and the service centre', () => {
  it('keeps a news tip with pictures as feedback type 8 in the fan’s list', async () => {
    const a = await fan();
    const picture = await uploaded(a);
    expectOk(
      await post(
        '/api/uc/feedback/create',
        {
          content: '某俱乐部主帅今天下课了',
          type: 8,
          picturePath: picture,
          requestId: 'brokenews-1',
        },
        a,
      ),
    );
    const page = feedbackPageSchema.parse(
      expectOk(await get('/api/uc/feedbackRecored/1', a, true)),
    );
    expect(page.list[0]).toMatchObject({ type: 8, typeName: '爆料', pictures: [picture] });
  });

  it('answers the const config and the FAQ to anyone', async () => {
    const config = constConfigSchema.parse(expectOk(await get('/api/common/constConfig')));
    expect(config.downloadAgentId).toBe(2335037);
    expect(config.customerService.name).not.toBe('');
    const faq = faqList.output.parse(expectOk(await get('/api/common/faq')));
    expect(faq.sections.map((s) => s.topic)).toContain('activity');
  });
});
