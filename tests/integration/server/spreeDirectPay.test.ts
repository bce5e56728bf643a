// Pins /hd/spree1188 paid through the cashier (issue 37 leftovers §1; docs/decisions/
// activities-and-channel-homes.md) through the real server, database and the payment-provider
// simulator the wallet tests use: the order is for the spree's price as the server has it; the
// paid notification credits the money as coins that buy the spree in its transaction — the pack's
// 18.88 coins and two coupons given exactly once however the notification arrives (twice from the
// provider, then replayed by hand, ten copies at once) and when two orders are paid; a fan who owns
// it, a closed window, a way the channel has not, a foreign return address and a visitor are
// refused; bad input is a 400. The ledger's audit holds after each.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activityInfoSchema, preDualSpreePay } from '../../../contracts/activities';
import { PAY_STATUS } from '../../../contracts/wallet/charge';
import { coupons, ledgerTransfers, payOrders } from '../../../server/db/schema';
import { insertUser } from '../../../server/features/account/session/users';
import { PROVIDER_TIMINGS, signNotice } from '../../../server/paymentProvider';
import { openSession } from '../../../server/platform/auth/sessions';
import { auditLedger, balancesOf } from '../../../server/platform/ledger';
import { decideAtCashier, payStatusOf } from '../../kit/cashier';
import { grant } from '../../kit/grant';
import { expectRefusal } from '../../kit/refusal';
import { simulatorOf, startTestApp, type TestApp } from '../../kit/testApp';

const NOW = Date.parse('2026-11-29T10:00:00+08:00');
const AFTER_SPREE = Date.parse('2027-02-01T00:00:00+08:00');
const PAY_SECRET = 'test-pay-secret';
const RETURN_URL = 'http://localhost:80/#/hd/spree1188?pay=1&agentId=2335110';
const PRICE_FEN = 1188;
const PACK_COINS_FEN = 1888;
let test: TestApp;
let providerNow = NOW;
let serial = 0;

beforeAll(async () => {
  test = await startTestApp({
    now: NOW,
    providerNow: () => providerNow,
    config: { payNotifySecret: PAY_SECRET },
  });
});
afterAll(() => test.close());
afterEach(async () => {
  expect(await auditLedger(test.database.db)).toEqual({ ok: true, problems: [] });
});

async function fan(yuan = 0) {
  const id = await insertUser(test.database.db, { account: `spree_fan_${++serial}` });
  if (!id) throw new Error('no user');
  if (yuan > 0) await grant(test.database.db, id, 'coin', yuan, NOW);
  return { id, token: await openSession(test.database.db, id) };
}
type Fan = Awaited<ReturnType<typeof fan>>;

const headers = (me?: Fan) => ({
  host: 'localhost:80',
  ...(me ? { authorization: `Bearer ${me.token}` } : {}),
});

const openOrder = (me: Fan | undefined, body: Record<string, unknown> = {}) =>
  test.app.inject({
    method: 'POST',
    url: preDualSpreePay.path,
    headers: headers(me),
    payload: { chargeWay: 3, from: 'main', returnUrl: RETURN_URL, ...body },
  });

async function opened(me: Fan) {
  const res = await openOrder(me);
  expect(res.statusCode, res.body).toBe(200);
  return preDualSpreePay.output.parse(res.json<{ data: unknown }>().data);
}

const status = (me: Fan, id: number) => payStatusOf(test.app, headers(me), id);

const decide = (key: string, choice: string, plan = '') =>
  decideAtCashier(test.app, key, choice, plan);

/** The provider's paid notification of an order, signed as the provider signs it. */
function paidNotice(id: number, key: string) {
  const notice = {
    orderId: id,
    tradeNo: key.split('/').pop()!,
    amountFen: PRICE_FEN,
    result: 'paid' as const,
  };
  return { ...notice, sign: signNotice(notice, PAY_SECRET) };
}
const replay = (notice: ReturnType<typeof paidNotice>) =>
  test.app.inject({ method: 'POST', url: '/api/pay/notify', payload: notice });

const coins = async (me: Fan) => (await balancesOf(test.database.db, me.id, NOW, 0)).coinFen;

/** What the spree gave a fan: its ledger transfers (the purchase and the pack's coins), its coupons. */
async function given(me: Fan) {
  const db = test.database.db;
  const transfers = await db
    .select({ key: ledgerTransfers.idempotencyKey, amountFen: ledgerTransfers.amountFen })
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `hd:spree1188:${me.id}%`));
  const packCoupons = await db
    .select({ worthFen: coupons.worthFen })
    .from(coupons)
    .where(and(eq(coupons.userId, me.id), like(coupons.source, `hd:spree1188:${me.id}:%`)));
  return {
    transfers: transfers.map((t) => [t.key, Number(t.amountFen)]).sort(),
    coupons: packCoupons.map((c) => c.worthFen).sort((a, b) => a - b),
  };
}
const ONCE = (me: Fan) => ({
  transfers: [
    [`hd:spree1188:${me.id}`, PRICE_FEN],
    [`hd:spree1188:${me.id}:coins`, PACK_COINS_FEN],
  ],
  coupons: [300, 800],
});

async function spreeState(me: Fan) {
  const res = await test.app.inject({
    method: 'GET',
    url: '/api/hd/activity/spree1188',
    headers: headers(me),
  });
  return activityInfoSchema.parse(res.json<{ data: unknown }>().data).claims[0]!.state;
}

describe('the spree paid through the cashier', () => {
  it('grants once when paid, the provider’s two copies and a replayed notification after them', async () => {
    const me = await fan();
    const { id, key } = await opened(me);
    expect((await test.app.inject({ method: 'GET', url: key })).body).toContain(
      '购买11.88元超值礼包',
    );
    expect(await status(me, id)).toMatchObject({
      status: PAY_STATUS.awaiting,
      amount: '11.88',
      coins: '11.88',
    });
    expect(await given(me)).toEqual({ transfers: [], coupons: [] });

    const back = await decide(key, 'pay', 'twice');
    expect(back.headers.location).toBe(RETURN_URL);
    expect(await simulatorOf(test.app).deliverDue()).toMatchObject({ acknowledged: 1 });
    providerNow += PROVIDER_TIMINGS.secondCopyMs;
    expect(await simulatorOf(test.app).deliverDue()).toMatchObject({ acknowledged: 1 });
    // The same signed notification once more, by hand: acknowledged, nothing given again.
    const again = await replay(paidNotice(id, key));
    expect(again.statusCode, again.body).toBe(200);

    expect((await status(me, id)).status).toBe(PAY_STATUS.paid);
    expect(await given(me)).toEqual(ONCE(me));
    // 11.88 arrived and bought the spree; the pack's 18.88 stay.
    expect(await coins(me)).toBe(PACK_COINS_FEN);
    expect(await spreeState(me)).toBe('claimed');
  });

  it('grants once for ten signed copies at once', async () => {
    const me = await fan();
    const { id, key } = await opened(me);
    await decide(key, 'pay', 'late');
    const notice = paidNotice(id, key);
    const answers = await Promise.all(Array.from({ length: 10 }, () => replay(notice)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    providerNow += PROVIDER_TIMINGS.lateNotifyMs;
    await simulatorOf(test.app).deliverDue();
    expect((await status(me, id)).status).toBe(PAY_STATUS.paid);
    expect(await given(me)).toEqual(ONCE(me));
    expect(await coins(me)).toBe(PACK_COINS_FEN);
  });

  it('grants once when two orders are paid: the second order’s money stays as coins', async () => {
    const me = await fan();
    const first = await opened(me);
    const second = await opened(me);
    await Promise.all([first, second].map(({ id, key }) => replay(paidNotice(id, key))));
    for (const { id } of [first, second])
      expect((await status(me, id)).status).toBe(PAY_STATUS.paid);
    expect(await given(me)).toEqual(ONCE(me));
    expect(await coins(me)).toBe(PACK_COINS_FEN + PRICE_FEN);
  });

  it('moves nothing when the payer cancels', async () => {
    const me = await fan();
    const { id, key } = await opened(me);
    await decide(key, 'cancel', 'prompt');
    await simulatorOf(test.app).deliverDue();
    expect((await status(me, id)).status).toBe(PAY_STATUS.cancelled);
    expect(await given(me)).toEqual({ transfers: [], coupons: [] });
    expect(await coins(me)).toBe(0);
  });
});

describe('what the cashier refuses', () => {
  it('refuses a fan who bought the spree with coins, and opens no order', async () => {
    const me = await fan(20);
    const bought = await test.app.inject({
      method: 'POST',
      url: '/api/hd/spree1188/buy',
      headers: headers(me),
      payload: {},
    });
    expect(bought.statusCode, bought.body).toBe(200);
    expectRefusal(await openOrder(me), 409, 'activity_spree_owned', '你已购买过该礼包');
    const orders = await test.database.db
      .select()
      .from(payOrders)
      .where(eq(payOrders.userId, me.id));
    expect(orders).toHaveLength(0);
  });

  it('refuses after the window, a way the channel has not, and a foreign return address', async () => {
    const me = await fan();
    expectRefusal(await openOrder(me, { from: 'weibo' }), 409, 'charge_way_unavailable');
    expectRefusal(await openOrder(me, { from: 'wechat' }), 409, 'charge_way_unavailable');
    expect((await openOrder(me, { from: 'wechat', chargeWay: 4 })).statusCode).toBe(200);
    expectRefusal(
      await openOrder(me, { returnUrl: 'https://evil.example/#/hd/spree1188' }),
      400,
      'bad_return_url',
    );
    test.clock.set(AFTER_SPREE);
    try {
      expectRefusal(await openOrder(me), 400, 'activity_ended', '活动已结束');
    } finally {
      test.clock.set(NOW);
    }
  });

  it('asks a visitor to log in and answers bad input with a 400', async () => {
    expectRefusal(await openOrder(undefined), 401, 'no_login');
    const me = await fan();
    for (const body of [
      { chargeWay: 7 },
      { chargeWay: 'x' },
      { returnUrl: '' },
      { from: 'x'.repeat(21) },
    ])
      expect((await openOrder(me, body)).statusCode, JSON.stringify(body)).toBe(400);
  });
});
