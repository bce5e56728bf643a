// Pins issue 19 §2's direct pay of a plan (preDualPay) through the provider simulator: the order is
// for the plan's price as the server has it; the paid notification credits the coins and buys the
// plan with them in one transaction — bought once, coins net zero, the sale counted exactly once,
// a no-win-refund plan's coins held — whatever copies arrive (twice, early, late, replayed, ten at
// once); money that arrives after kick-off, or after the fan bought the plan with coins meanwhile,
// stays in the wallet and the status says why; a failed or cancelled trade moves nothing; the
// refusals (free, own, closed, owned, Weibo, a WeChat way elsewhere, a wrong planNo, a foreign
// return address) and malformed input. The ledger's audit holds after each.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAY_STATUS } from '../../../contracts/wallet/charge';
import {
  experts,
  ledgerAccounts,
  ledgerTransfers,
  matches,
  payOrders,
  planPurchases,
  plans,
} from '../../../server/db/schema';
import { insertUser } from '../../../server/features/account/session/users';
import { purchaseKey } from '../../../server/features/plans';
import { PROVIDER_TIMINGS, signNotice } from '../../../server/paymentProvider';
import { openSession } from '../../../server/platform/auth/sessions';
import { auditLedger, balancesOf } from '../../../server/platform/ledger';
import { decideAtCashier, payStatusOf } from '../../kit/cashier';
import { grant } from '../../kit/grant';
import { expectRefusal } from '../../kit/refusal';
import { simulatorOf, startTestApp, startWithoutProvider, type TestApp } from '../../kit/testApp';

const SEED = 2026;
const NOW = Date.parse('2026-11-25T12:00:00+08:00');
const PAY_SECRET = 'test-pay-secret';
const RETURN_URL = 'http://localhost:80/#/plan/pay-result';
let test: TestApp;
let providerNow = NOW;
let serial = 0;

interface Fixture {
  id: number;
  planNo: string;
  priceFen: number;
  matchId: number;
  refundIfLost: boolean;
}
/** Plans on sale, each on a match of its own (a test may kick its match off). */
let onSale: Fixture[] = [];
const takePlan = (refundIfLost = false): Fixture => {
  const i = onSale.findIndex((p) => p.refundIfLost === refundIfLost);
  const plan = onSale[i];
  if (!plan) throw new Error('fixture: no plan on sale left');
  onSale.splice(i, 1);
  return plan;
};

beforeAll(async () => {
  test = await startTestApp({
    now: NOW,
    providerNow: () => providerNow,
    config: { payNotifySecret: PAY_SECRET },
    seeded: { seed: SEED, now: NOW, parts: ['sport', 'content'] },
  });
  const db = test.database.db;
  const rows = await db
    .select({
      id: plans.id,
      planNo: plans.planNo,
      priceFen: plans.priceFen,
      matchId: plans.matchId,
      refundIfLost: plans.refundIfLost,
    })
    .from(plans)
    .innerJoin(matches, eq(matches.id, plans.matchId))
    .where(
      and(
        eq(matches.status, 0),
        gt(matches.matchTime, new Date(NOW + 3_600_000)),
        gt(plans.priceFen, 0),
        sql`${plans.publishedAt} <= ${new Date(NOW).toISOString()}`,
      ),
    )
    .orderBy(asc(plans.id));
  const seen = new Set<number>();
  onSale = rows.filter((r) => !seen.has(r.matchId) && seen.add(r.matchId));
});
afterAll(() => test.close());
afterEach(async () => {
  expect(await auditLedger(test.database.db)).toEqual({ ok: true, problems: [] });
});

async function fan(coins = 0) {
  const id = await insertUser(test.database.db, { account: `direct_fan_${++serial}` });
  if (!id) throw new Error('no user');
  if (coins > 0) await grant(test.database.db, id, 'coin', coins, NOW);
  return { id, token: await openSession(test.database.db, id) };
}
type Fan = Awaited<ReturnType<typeof fan>>;

const headers = (me: Fan) => ({ authorization: `Bearer ${me.token}`, host: 'localhost:80' });

const preDualPay = (me: Fan, plan: Pick<Fixture, 'id' | 'planNo'>, body = {}) =>
  test.app.inject({
    method: 'POST',
    url: '/api/preDualPay/',
    headers: headers(me),
    payload: {
      playType: 1,
      planId: plan.id,
      planNo: plan.planNo,
      feeId: 3,
      from: 'main',
      returnUrl: RETURN_URL,
      ...body,
    },
  });

async function opened(me: Fan, plan: Fixture) {
  const res = await preDualPay(me, plan);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: number; key: string } }>().data;
}

const status = (me: Fan, id: number) => payStatusOf(test.app, headers(me), id);

const decide = (key: string, choice: string, plan = '') =>
  decideAtCashier(test.app, key, choice, plan);

const provider = () => simulatorOf(test.app);
const coins = async (me: Fan) => (await balancesOf(test.database.db, me.id, NOW, 0)).coinFen;

/** What the plan sold: purchases, their sum, its readers. */
async function sales(planId: number) {
  const db = test.database.db;
  const [sold] = await db
    .select({
      n: sql<number>`count(*)::int`,
      fen: sql<number>`coalesce(sum(${planPurchases.priceFen}), 0)::float8`,
    })
    .from(planPurchases)
    .where(eq(planPurchases.planId, planId));
  const [plan] = await db
    .select({ lookCount: plans.lookCount })
    .from(plans)
    .where(eq(plans.id, planId));
  return { n: sold?.n ?? 0, fen: sold?.fen ?? 0, lookCount: plan?.lookCount ?? 0 };
}

async function houseBalance(kind: 'sales' | 'held' | 'gateway') {
  const [row] = await test.database.db
    .select({ fen: ledgerAccounts.balanceFen })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), sql`${ledgerAccounts.userId} is null`));
  return Number(row?.fen ?? 0);
}

const kickOff = (plan: Fixture) =>
  test.database.db.update(matches).set({ status: 1 }).where(eq(matches.id, plan.matchId));

describe('a plan paid directly', () => {
  it('is bought once when paid, the coins net zero and the sale counted once', async () => {
    const plan = takePlan();
    const me = await fan();
    const before = { sales: await sales(plan.id), house: await houseBalance('sales') };
    const { id, key } = await opened(me, plan);
    expect((await test.app.inject({ method: 'GET', url: key })).body).toContain(
      `购买方案 ${plan.planNo}`,
    );
    expect(await status(me, id)).toEqual({
      status: PAY_STATUS.awaiting,
      coins: (plan.priceFen / 100).toFixed(2),
      amount: (plan.priceFen / 100).toFixed(2),
      plan: { planId: plan.id, planNo: plan.planNo, outcome: null, balance: '0.00' },
    });
    // Two copies of the notification, the second a second later.
    const back = await decide(key, 'pay', 'twice');
    expect(back.headers.location).toBe(RETURN_URL);
    expect(await provider().deliverDue()).toMatchObject({ acknowledged: 1 });
    providerNow += PROVIDER_TIMINGS.secondCopyMs;
    expect(await provider().deliverDue()).toMatchObject({ acknowledged: 1 });
    expect((await status(me, id)).plan).toEqual({
      planId: plan.id,
      planNo: plan.planNo,
      outcome: 'bought',
      balance: '0.00',
    });
    expect(await coins(me)).toBe(0);
    expect(await sales(plan.id)).toEqual({
      n: before.sales.n + 1,
      fen: before.sales.fen + plan.priceFen,
      lookCount: before.sales.lookCount + 1,
    });
    expect((await houseBalance('sales')) - before.house).toBe(plan.priceFen);
    const detail = await test.app.inject({
      method: 'GET',
      url: `/api/plan/detail/${plan.id}`,
      headers: headers(me),
    });
    expect(detail.json<{ data: { unlocked: boolean } }>().data.unlocked).toBe(true);
    // The coin detail: the money in, the purchase out.
    const lines = await test.app.inject({
      method: 'GET',
      url: '/api/user/queryHuoyanWalletList/7/1',
      headers: headers(me),
    });
    const list = lines.json<{ data: { list: Array<{ title: string; amount: string }> } }>().data
      .list;
    const yuan = (plan.priceFen / 100).toFixed(2);
    expect(list.map((l) => [l.title, l.amount])).toEqual([
      [`购买方案 ${plan.planNo}`, `-${yuan}`],
      ['直接支付方案', `+${yuan}`],
    ]);
  });

  it('holds a no-win-refund plan’s coins for its settlement, as a purchase with coins does', async () => {
    const plan = takePlan(true);
    const me = await fan();
    const held = await houseBalance('held');
    const { id, key } = await opened(me, plan);
    await decide(key, 'pay', 'early');
    expect((await status(me, id)).plan?.outcome).toBe('bought');
    const [paid] = await test.database.db
      .select({ pending: ledgerTransfers.pending })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, purchaseKey(plan.id, me.id)));
    expect(paid?.pending).toBe(true);
    expect((await houseBalance('held')) - held).toBe(plan.priceFen);
    expect(await coins(me)).toBe(0);
  });

  it('late: the fan is back first and reads awaiting until the notification lands', async () => {
    const plan = takePlan();
    const me = await fan();
    const { id, key } = await opened(me, plan);
    await decide(key, 'pay', 'late');
    await provider().deliverDue();
    expect(await status(me, id)).toMatchObject({
      status: PAY_STATUS.awaiting,
      plan: { outcome: null },
    });
    providerNow += PROVIDER_TIMINGS.lateNotifyMs;
    await provider().deliverDue();
    expect(await status(me, id)).toMatchObject({
      status: PAY_STATUS.paid,
      plan: { outcome: 'bought' },
    });
  });

  it('charges once for ten signed copies at once and the provider’s own after them', async () => {
    const plan = takePlan();
    const me = await fan();
    const before = await sales(plan.id);
    const gateway = await houseBalance('gateway');
    const { id, key } = await opened(me, plan);
    const tradeNo = key.split('/').pop()!;
    const notice = { orderId: id, tradeNo, amountFen: plan.priceFen, result: 'paid' as const };
    const sign = signNotice(notice, PAY_SECRET);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        test.app.inject({
          method: 'POST',
          url: '/api/pay/notify',
          payload: { ...notice, sign },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    await decide(key, 'pay', 'prompt');
    await provider().deliverDue();
    expect((await status(me, id)).plan?.outcome).toBe('bought');
    expect(await coins(me)).toBe(0);
    expect((await sales(plan.id)).n).toBe(before.n + 1);
    expect(gateway - (await houseBalance('gateway'))).toBe(plan.priceFen);
  });

  it('keeps the coins in the wallet when the money arrives after kick-off', async () => {
    const plan = takePlan();
    const me = await fan();
    const before = await sales(plan.id);
    const { id, key } = await opened(me, plan);
    await kickOff(plan);
    await decide(key, 'pay', 'early');
    expect(await status(me, id)).toMatchObject({
      status: PAY_STATUS.paid,
      plan: { outcome: 'closed', balance: (plan.priceFen / 100).toFixed(2) },
    });
    expect(await coins(me)).toBe(plan.priceFen);
    expect(await sales(plan.id)).toEqual(before);
  });

  it('does not charge twice a fan who bought it with coins while the trade was open', async () => {
    const plan = takePlan();
    const me = await fan(1_000);
    const before = await sales(plan.id);
    const { id, key } = await opened(me, plan);
    const withCoins = await test.app.inject({
      method: 'POST',
      url: `/api/plan/pay/${plan.id}`,
      headers: headers(me),
      payload: {},
    });
    expect(withCoins.statusCode, withCoins.body).toBe(200);
    await decide(key, 'pay', 'early');
    expect((await status(me, id)).plan).toMatchObject({ outcome: 'owned', balance: '1000.00' });
    // Paid twice, charged once: the direct payment's coins stay.
    expect(await coins(me)).toBe(100_000);
    expect((await sales(plan.id)).n).toBe(before.n + 1);
    expect((await sales(plan.id)).lookCount).toBe(before.lookCount + 1);
  });

  it('buys once when two orders for the plan are paid at once', async () => {
    const plan = takePlan();
    const me = await fan();
    const first = await opened(me, plan);
    const second = await opened(me, plan);
    const notices = [first, second].map(({ id, key }) => {
      const notice = {
        orderId: id,
        tradeNo: key.split('/').pop()!,
        amountFen: plan.priceFen,
        result: 'paid' as const,
      };
      return { ...notice, sign: signNotice(notice, PAY_SECRET) };
    });
    const answers = await Promise.all(
      notices.map((payload) =>
        test.app.inject({ method: 'POST', url: '/api/pay/notify', payload }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const outcomes = [
      (await status(me, first.id)).plan?.outcome,
      (await status(me, second.id)).plan?.outcome,
    ].sort();
    expect(outcomes).toEqual(['bought', 'owned']);
    expect(await coins(me)).toBe(plan.priceFen);
  });

  it('moves nothing when the payment fails or is cancelled', async () => {
    const plan = takePlan();
    const me = await fan();
    const before = await sales(plan.id);
    const failed = await opened(me, plan);
    const cancelled = await opened(me, plan);
    await decide(failed.key, 'fail', 'prompt');
    await decide(cancelled.key, 'cancel', 'prompt');
    await provider().deliverDue();
    expect(await status(me, failed.id)).toMatchObject({
      status: PAY_STATUS.failed,
      plan: { outcome: null },
    });
    expect(await status(me, cancelled.id)).toMatchObject({
      status: PAY_STATUS.cancelled,
      plan: { outcome: null },
    });
    expect(await coins(me)).toBe(0);
    expect(await sales(plan.id)).toEqual(before);
    // Paying again works.
    const again = await opened(me, plan);
    await decide(again.key, 'pay', 'early');
    expect((await status(me, again.id)).plan?.outcome).toBe('bought');
  });
});

describe('opening a direct payment', () => {
  it('refuses what cannot be bought, with the refusal’s code', async () => {
    const me = await fan(1_000);
    const db = test.database.db;
    const [free] = await db
      .select({ id: plans.id, planNo: plans.planNo })
      .from(plans)
      .where(
        and(eq(plans.priceFen, 0), sql`${plans.publishedAt} <= ${new Date(NOW).toISOString()}`),
      )
      .limit(1);
    expectRefusal(await preDualPay(me, free!), 409, 'plan_free');

    const mine = takePlan();
    const [owner] = await db
      .select({ expertId: plans.expertId, userId: experts.userId })
      .from(plans)
      .innerJoin(experts, eq(experts.id, plans.expertId))
      .where(eq(plans.id, mine.id));
    await db.update(experts).set({ userId: me.id }).where(eq(experts.id, owner!.expertId));
    expectRefusal(await preDualPay(me, mine), 409, 'plan_own');
    // The expert is theirs again: the plans below may be the same expert's.
    await db.update(experts).set({ userId: owner!.userId }).where(eq(experts.id, owner!.expertId));

    const closed = takePlan();
    await kickOff(closed);
    expectRefusal(await preDualPay(me, closed), 409, 'plan_closed');

    const bought = takePlan();
    const withCoins = await test.app.inject({
      method: 'POST',
      url: `/api/plan/pay/${bought.id}`,
      headers: headers(me),
      payload: {},
    });
    expect(withCoins.statusCode).toBe(200);
    expectRefusal(await preDualPay(me, bought), 409, 'plan_bought', '您已购买该方案');

    const plan = takePlan();
    expectRefusal(await preDualPay(me, { id: 99_999_999, planNo: 'x' }), 404, 'plan_not_found');
    expectRefusal(await preDualPay(me, { ...plan, planNo: 'P000' }), 400, 'plan_mismatch');
    // No direct pay of a purchase in Weibo; inside WeChat only WeChat pay.
    expectRefusal(
      await preDualPay(me, plan, { from: 'weibo', feeId: 5 }),
      409,
      'charge_way_unavailable',
    );
    expectRefusal(await preDualPay(me, plan, { from: 'weibo' }), 409, 'charge_way_unavailable');
    expectRefusal(await preDualPay(me, plan, { from: 'wechat' }), 409, 'charge_way_unavailable');
    expectRefusal(await preDualPay(me, plan, { feeId: 5 }), 409, 'charge_way_unavailable');
    expect((await preDualPay(me, plan, { from: 'wechat', feeId: 4 })).statusCode).toBe(200);
    // The provider sends the fan back to the app only.
    expectRefusal(
      await preDualPay(me, plan, { returnUrl: 'https://evil.example/#/plan/pay-result' }),
      400,
      'bad_return_url',
    );
    expectRefusal(
      await preDualPay(me, plan, { returnUrl: 'javascript:alert(1)' }),
      400,
      'bad_return_url',
    );
    expect(await coins(me)).toBe(100_000 - bought.priceFen);
  });

  // Issue 30 §2: a production start names no provider unless PAY_PROVIDER does.
  it('is refused without a payment provider, while coins held still buy the plan', async () => {
    const production = await startWithoutProvider({ now: NOW, database: test.database });
    try {
      const plan = takePlan();
      const me = await fan(1_000);
      const asProduction = (url: string, payload: object) =>
        production.app.inject({ method: 'POST', url, headers: headers(me), payload });
      const body = {
        playType: 1,
        planId: plan.id,
        planNo: plan.planNo,
        feeId: 3,
        from: 'main',
        returnUrl: RETURN_URL,
      };
      expectRefusal(
        await asProduction('/api/preDualPay/', body),
        503,
        'pay_not_configured',
        '暂不支持在线支付，请使用金币购买',
      );
      const orders = await test.database.db
        .select()
        .from(payOrders)
        .where(eq(payOrders.userId, me.id));
      expect(orders).toEqual([]);
      const withCoins = await asProduction(`/api/plan/pay/${plan.id}`, {});
      expect(withCoins.statusCode, withCoins.body).toBe(200);
      expect(await coins(me)).toBe(100_000 - plan.priceFen);
      // Bought: the fan is shown the plan, not told about payments.
      expectRefusal(await asProduction('/api/preDualPay/', body), 409, 'plan_bought');
    } finally {
      await production.close();
    }
  });

  it('answers malformed input with a 4xx', async () => {
    const me = await fan();
    const plan = takePlan();
    const bad = [
      { playType: 2 },
      { playType: '1' },
      { feeId: 9 },
      { planId: 'abc' },
      { planId: 0 },
      { planNo: '' },
      { planNo: 'x'.repeat(41) },
      { returnUrl: '' },
      { returnUrl: `http://localhost:80/#/${'x'.repeat(500)}` },
      { from: 'x'.repeat(21) },
    ];
    for (const body of bad) expectRefusal(await preDualPay(me, plan, body), 400, 'bad_request');
    const anonymous = await test.app.inject({
      method: 'POST',
      url: '/api/preDualPay/',
      payload: {
        playType: 1,
        planId: plan.id,
        planNo: plan.planNo,
        feeId: 3,
        from: 'main',
        returnUrl: RETURN_URL,
      },
    });
    expectRefusal(anonymous, 401, 'no_login');
    // Another fan's order is unknown to this one.
    const other = await fan();
    const { id } = await opened(me, plan);
    expectRefusal(
      await test.app.inject({
        method: 'GET',
        url: `/api/check/pay/status?id=${id}`,
        headers: headers(other),
      }),
      404,
      'order_not_found',
    );
  });
});
