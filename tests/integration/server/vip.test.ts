// Pins VIP membership (issue 35 §2) on PGlite and, under test:postgres, PostgreSQL: the catalogue
// and the levels' gifts and benefit counts; buying a membership with coins — the period from now, a
// second purchase extending it from its end, another level refused while one runs, a retry the same
// order, racing purchases charged for what the coins cover — and directly through the provider with
// its notification replayed; the monthly gift as a set-meal ticket and a half-price card, the next
// month's delivered when it begins; the trial once per account; expiry on the simulated clock;
// auto-renewal told before it charges, charged once, and turned off when the coins are short; the
// bargain — friends cut the price once each down to its floor, eight racing for five cuts, the fan
// buying at the bargained price once, the bargain closed when its day ends.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberVipInfoSchema } from '../../../contracts/account/centre/level';
import { setMealCount } from '../../../contracts/setMeals';
import {
  buyVip,
  isVipNow,
  setVipAutoRenew,
  isVipTry,
  vipGiftDesc,
  vipGiftDetail,
  vipGiftRecord,
  vipOrderRecord,
  vipProducts,
  vipTryStatus,
} from '../../../contracts/vip';
import { bargainDetail, helpBargain, myBargain, startBargain } from '../../../contracts/vipBargain';
import { DAY_MS, HOUR_MS } from '../../../domain/time';
import { userMessages, vipOrders } from '../../../server/db/schema';
import { runMembershipJob } from '../../../server/features/vip';
import { signNotice } from '../../../server/paymentProvider';
import { auditLedger, userBalances } from '../../../server/platform/ledger';
import { dataOf, noteFixtures, type Person } from '../../kit/noteFixtures';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';

const NOW = Date.parse('2026-11-25T12:00:00+08:00');
const PAY_SECRET = 'test-pay-secret';
let test: TestApp;
const { fan, get, post } = noteFixtures(() => test, NOW);

beforeAll(async () => {
  test = await startTestApp({
    now: NOW,
    providerNow: () => NOW,
    config: { payNotifySecret: PAY_SECRET },
    seeded: { seed: 2026, now: NOW, parts: ['sport'] },
  });
});
afterAll(() => test.close());
afterEach(async () => {
  expect(await auditLedger(test.database.db)).toEqual({ ok: true, problems: [] });
});

let requests = 0;
const requestId = () => `vip-request-${++requests}`;
const now = () => test.clock.now();
const coinsOf = async (me: Person) => (await userBalances(test.database.db, me.id, now())).coinFen;
const vipOf = async (me: Person) =>
  dataOf(await get('/api/member/vip/info', me), memberVipInfoSchema);
const buy = (me: Person, productId: number, id = requestId()) =>
  post('/api/vip/pay', { productId, requestId: id, type: 2 }, me);
const giftsOf = async (me: Person) =>
  dataOf(await post('/api/vip/giftRecord', { pageNo: 1 }, me), vipGiftRecord.output).list;

describe('the catalogue', () => {
  it('lists the memberships with their price per day and what a longer one saves', async () => {
    const { list } = dataOf(await get('/api/vip/products'), vipProducts.output);
    expect(list.map((p) => [p.id, p.level, p.days])).toEqual([
      [1, 1, 30],
      [2, 1, 90],
      [3, 2, 30],
      [4, 4, 30],
    ]);
    expect(list[0]).toMatchObject({ price: '198.00', perDay: '6.60', originalPrice: '198.00' });
    expect(list[1]).toMatchObject({ price: '528.00', originalPrice: '594.00', tag: '立省66' });
  });

  it('describes each level’s monthly gift and counts its benefits as the spec does', async () => {
    const desc = async (level: number) =>
      dataOf(await get(`/api/vip/gpkDesc/${level}`), vipGiftDesc.output);
    expect(await desc(1)).toMatchObject({
      name: '红单会员',
      monthlySetMealCount: 10,
      halfPriceCount: 10,
      benefitCount: 11,
    });
    expect((await desc(2)).benefitCount).toBe(13);
    expect(await desc(4)).toMatchObject({ monthlySetMealCount: 0, benefitCount: 9 });
    expect((await get('/api/vip/gpkDesc/9')).statusCode).toBe(400);
  });
});

describe('buying a membership with coins', () => {
  it('starts the period now, gives the first month’s gift at once, and records the order', async () => {
    const me = await fan(1000);
    const paid = dataOf(await buy(me, 1), buyVip.output);
    expect(paid.balance).toBe('802.00');
    expect(paid.endTime).toBe(now() + 30 * DAY_MS);
    const vip = await vipOf(me);
    expect(vip).toMatchObject({
      vipLevel: 1,
      vipName: '红单会员',
      autoRenew: false,
      vipInfo: { vipStatus: 0, vipMemberLevel: 1, startTime: now(), endTime: now() + 30 * DAY_MS },
    });
    expect(isVipNow(vip.vipInfo)).toBe(1);
    const orders = dataOf(
      await post('/api/vip/vipOrderRecord', { pageNo: 1 }, me),
      vipOrderRecord.output,
    ).list;
    expect(orders).toMatchObject([{ kind: 'buy', name: '红单会员 · 月卡', price: '198.00' }]);

    // The gift: ten jingcai readings on a set-meal ticket and ten at half price, for the month.
    const [gift] = await giftsOf(me);
    expect(gift).toMatchObject({ monthlySetMealCount: 10, halfPriceCount: 10, status: 'active' });
    const detail = dataOf(
      await get(`/api/vip/giftRecordDetail/${gift!.id}`, me),
      vipGiftDetail.output,
    );
    expect(detail.ticket).toMatchObject({ scope: 1, lookCount: 10, usedCount: 0, status: 'valid' });
    expect(detail.discountCard).toEqual({
      worth: 5,
      count: 10,
      usedCount: 0,
      expiresAt: now() + 30 * DAY_MS,
    });
    const count = dataOf(await get('/api/setMeal/new/count', me), setMealCount.output);
    expect(count.jcResult.sum).toBe(10);
    // Another fan cannot read it.
    expectRefusal(
      await get(`/api/vip/giftRecordDetail/${gift!.id}`, await fan()),
      404,
      'vip_gift_not_found',
    );
  });

  it('a retry is the same order; a second purchase extends the period from its end', async () => {
    const me = await fan(1000);
    const id = requestId();
    const first = dataOf(await buy(me, 1, id), buyVip.output);
    const again = dataOf(await buy(me, 1, id), buyVip.output);
    expect(again.orderId).toBe(first.orderId);
    expect(await coinsOf(me)).toBe(100_000 - 19_800);
    const second = dataOf(await buy(me, 1), buyVip.output);
    expect(second.endTime).toBe(now() + 60 * DAY_MS);
    expect((await vipOf(me)).vipInfo.startTime).toBe(now());
    // The second month's gift waits for its month.
    const gifts = await giftsOf(me);
    expect(gifts.map((g) => g.status)).toEqual(['pending', 'active']);
    // The same request id for another membership is refused.
    expectRefusal(await buy(me, 2, id), 409, 'idempotency_conflict');
  });

  it('refuses another level while one runs, and a membership not on sale', async () => {
    const me = await fan(1000);
    dataOf(await buy(me, 1), buyVip.output);
    expectRefusal(
      await buy(me, 3),
      409,
      'vip_other_level',
      '您当前是红单会员，到期后可开通超级红单会员',
    );
    expectRefusal(await buy(me, 99), 404, 'vip_product_not_found');
    expect(await coinsOf(me)).toBe(100_000 - 19_800);
  });

  it('charges only what the coins cover when purchases race', async () => {
    const me = await fan(400);
    const answers = await Promise.all(Array.from({ length: 5 }, () => buy(me, 1)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expectRefusal(a, 409, ' wallet.not.enough');
    expect(await coinsOf(me)).toBe(40_000 - 2 * 19_800);
    expect((await vipOf(me)).vipInfo.endTime).toBe(now() + 60 * DAY_MS);
  });

  it('a quarter card plans three monthly gifts and delivers each as its month begins', async () => {
    const me = await fan(1000);
    dataOf(await buy(me, 2), buyVip.output);
    expect((await giftsOf(me)).map((g) => g.status)).toEqual(['pending', 'pending', 'active']);
    test.clock.advance(31 * DAY_MS);
    try {
      await runMembershipJob(test.database.db, now());
      const gifts = await giftsOf(me);
      expect(gifts.map((g) => g.status)).toEqual(['pending', 'active', 'expired']);
      const detail = dataOf(
        await get(`/api/vip/giftRecordDetail/${gifts[1]!.id}`, me),
        vipGiftDetail.output,
      );
      expect(detail.ticket?.status).toBe('valid');
    } finally {
      test.clock.advance(-31 * DAY_MS);
    }
  });

  it('refuses bad input and visitors', async () => {
    const me = await fan(10);
    for (const body of [
      { productId: 1 },
      { productId: 'x', requestId: requestId() },
      { productId: 1, requestId: requestId(), type: 9 },
    ])
      expectRefusal(await post('/api/vip/pay', body, me), 400, 'bad_request');
    expect((await post('/api/vip/pay', { productId: 1, requestId: requestId() })).statusCode).toBe(
      401,
    );
  });
});

describe('a membership paid directly', () => {
  it('is granted once however often the paid notification arrives', async () => {
    const me = await fan();
    const opened = await test.app.inject({
      method: 'POST',
      url: '/api/pay/preDualVipPay',
      headers: { authorization: `Bearer ${me.token}`, host: 'localhost:80' },
      payload: {
        chargeWay: 3,
        productId: 1,
        from: 'main',
        returnUrl: 'http://localhost:80/#/vip/buy',
        requestId: requestId(),
      },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { id: orderId, key } = opened.json<{ data: { id: number; key: string } }>().data;
    const notice = {
      orderId,
      tradeNo: key.split('/').pop()!,
      amountFen: 19_800,
      result: 'paid' as const,
    };
    const sign = signNotice(notice, PAY_SECRET);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        test.app.inject({ method: 'POST', url: '/api/pay/notify', payload: { ...notice, sign } }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const orders = await test.database.db
      .select()
      .from(vipOrders)
      .where(eq(vipOrders.userId, me.id));
    expect(orders).toHaveLength(1);
    expect(await coinsOf(me)).toBe(0);
    expect((await vipOf(me)).vipLevel).toBe(1);
  });
});

describe('the trial', () => {
  it('gives a fan who never was a member the super red list on trial, once', async () => {
    const me = await fan();
    expect(dataOf(await get('/api/vip/try/status', me), vipTryStatus.output)).toEqual({
      canTry: true,
      reason: '',
      days: 3,
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/vip/try', {}, me)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const vip = await vipOf(me);
    expect(isVipTry(vip.vipInfo)).toBe(true);
    expect(vip.vipInfo.endTime).toBe(now() + 3 * DAY_MS);
    expectRefusal(await post('/api/vip/try', {}, me), 409, 'vip_trial_used');
    expect(dataOf(await get('/api/vip/try/status', me), vipTryStatus.output).canTry).toBe(false);
    // A member who bought never gets a trial.
    const member = await fan(300);
    dataOf(await buy(member, 1), buyVip.output);
    expectRefusal(await post('/api/vip/try', {}, member), 409, 'vip_trial_used');
  });

  it('a purchase during the trial starts a paid period now; the trial’s end is not added to', async () => {
    const me = await fan(500);
    await post('/api/vip/try', {}, me);
    const paid = dataOf(await buy(me, 3, requestId()), buyVip.output);
    expectRefusal(await buy(me, 1), 409, 'vip_other_level');
    expect(paid.endTime).toBe(now() + 30 * DAY_MS);
    const vip = await vipOf(me);
    expect(vip.vipInfo).toMatchObject({ vipStatus: 0, vipMemberLevel: 2 });
    expect(isVipTry(vip.vipInfo)).toBe(false);
  });

  it('reads expired once the simulated clock passes its end', async () => {
    const me = await fan();
    await post('/api/vip/try', {}, me);
    test.clock.advance(3 * DAY_MS + 1);
    try {
      const vip = await vipOf(me);
      expect(vip.vipInfo.vipStatus).toBe(2);
      expect(isVipNow(vip.vipInfo)).toBe(0);
    } finally {
      test.clock.advance(-(3 * DAY_MS + 1));
    }
  });
});

describe('auto-renewal', () => {
  const messagesOf = (me: Person, eventKeyStart: string) =>
    test.database.db
      .select({ key: userMessages.eventKey, title: userMessages.title })
      .from(userMessages)
      .where(and(eq(userMessages.userId, me.id)))
      .then((rows) => rows.filter((r) => r.key?.startsWith(eventKeyStart)));

  it('is off by default; on, the fan is told before the charge, charged once, the period extended', async () => {
    const me = await fan(500);
    const { endTime } = dataOf(await buy(me, 1), buyVip.output);
    expect((await vipOf(me)).autoRenew).toBe(false);
    expect(
      dataOf(await post('/api/vip/autoRenew', { on: true }, me), setVipAutoRenew.output),
    ).toEqual({
      autoRenew: true,
    });
    const at = async (ms: number) => {
      const from = now();
      test.clock.set(ms);
      try {
        await runMembershipJob(test.database.db, ms);
      } finally {
        test.clock.set(from);
      }
    };
    // Four days before the end: nothing yet.
    await at(endTime - 4 * DAY_MS);
    expect(await messagesOf(me, 'vip-renew:')).toEqual([]);
    // Within three days: told once, however often the job runs.
    await at(endTime - 2 * DAY_MS);
    await at(endTime - 2 * DAY_MS + HOUR_MS);
    expect(await messagesOf(me, 'vip-renew:')).toEqual([
      { key: `vip-renew:${me.id}:${endTime}`, title: '会员即将自动续费' },
    ]);
    expect(await coinsOf(me)).toBe(50_000 - 19_800);
    // In the last hour: renewed from the end, once.
    await at(endTime - 30 * 60_000);
    await at(endTime - 20 * 60_000);
    expect(await coinsOf(me)).toBe(50_000 - 2 * 19_800);
    const orders = await test.database.db
      .select()
      .from(vipOrders)
      .where(eq(vipOrders.userId, me.id));
    expect(orders.map((o) => o.kind).sort()).toEqual(['buy', 'renew']);
    expect((await vipOf(me)).vipInfo.endTime).toBe(endTime + 30 * DAY_MS);
  });

  it('turns itself off and tells the fan when the coins are short', async () => {
    const me = await fan(200);
    const { endTime } = dataOf(await buy(me, 1), buyVip.output);
    await post('/api/vip/autoRenew', { on: true }, me);
    const from = now();
    for (const ms of [endTime - 2 * DAY_MS, endTime - 30 * 60_000]) {
      test.clock.set(ms);
      await runMembershipJob(test.database.db, ms);
    }
    test.clock.set(from);
    expect(await coinsOf(me)).toBe(20_000 - 19_800);
    expect((await vipOf(me)).autoRenew).toBe(false);
    expect((await messagesOf(me, 'vip-renew-failed:')).map((m) => m.title)).toEqual([
      '会员自动续费失败',
    ]);
  });
});

describe('会员砍价', () => {
  const bargainOf = (res: Awaited<ReturnType<typeof post>>) => dataOf(res, startBargain.output);

  it('friends cut the red list down to its floor, each once; the fan buys at the bargained price', async () => {
    const me = await fan(300);
    const bargain = bargainOf(await post('/api/vip/bargain/start', {}, me));
    expect(bargain).toMatchObject({ price: '198.00', floor: '98.00', state: 'open', mine: true });
    expect(bargainOf(await post('/api/vip/bargain/start', {}, me)).id).toBe(bargain.id);
    expectRefusal(
      await post(`/api/vip/bargain/${bargain.id}/help`, {}, me),
      409,
      'vip_bargain_own',
    );

    const friends = await Promise.all(Array.from({ length: 8 }, () => fan()));
    const answers = await Promise.all(
      friends.map((f) => post(`/api/vip/bargain/${bargain.id}/help`, {}, f)),
    );
    const cuts = answers
      .filter((a) => a.statusCode === 200)
      .map((a) => dataOf(a, helpBargain.output).cut)
      .sort();
    expect(cuts).toEqual(['12.00', '15.00', '25.00', '40.00', '8.00']);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expectRefusal(a, 409, 'vip_bargain_closed', '已经砍到最低价啦');
    const helper = friends.find((_, i) => answers[i]!.statusCode === 200)!;
    expectRefusal(
      await post(`/api/vip/bargain/${bargain.id}/help`, {}, helper),
      409,
      'vip_bargain_closed',
    );
    const seen = dataOf(await get(`/api/vip/bargain/${bargain.id}`), bargainDetail.output);
    expect(seen).toMatchObject({ price: '98.00', helps: 5, mine: false, helped: false });
    expect(seen.helpers).toHaveLength(5);

    // Another fan cannot buy with it; the fan buys at 98, once.
    expectRefusal(
      await post(
        '/api/vip/pay',
        { productId: 1, requestId: requestId(), bargainId: bargain.id },
        await fan(300),
      ),
      404,
      'vip_bargain_not_found',
    );
    const paid = dataOf(
      await post(
        '/api/vip/pay',
        { productId: 1, requestId: requestId(), bargainId: bargain.id },
        me,
      ),
      buyVip.output,
    );
    expect(paid.balance).toBe('202.00');
    expect((await vipOf(me)).vipLevel).toBe(1);
    const mine = dataOf(await get('/api/vip/bargain/mine', me), myBargain.output).bargain;
    expect(mine?.state).toBe('bought');
    expectRefusal(
      await post(
        '/api/vip/pay',
        { productId: 1, requestId: requestId(), bargainId: bargain.id },
        me,
      ),
      409,
      'vip_bargain_closed',
    );
    expect(await coinsOf(me)).toBe(30_000 - 9_800);
  });

  it('a friend helps once; a bargain closes when its day ends', async () => {
    const me = await fan();
    const bargain = bargainOf(await post('/api/vip/bargain/start', {}, me));
    const friend = await fan();
    const first = dataOf(
      await post(`/api/vip/bargain/${bargain.id}/help`, {}, friend),
      helpBargain.output,
    );
    expect(first.cut).toBe('40.00');
    expect(first.bargain).toMatchObject({ price: '158.00', helped: true });
    expectRefusal(
      await post(`/api/vip/bargain/${bargain.id}/help`, {}, friend),
      409,
      'vip_bargain_helped',
    );
    test.clock.advance(25 * HOUR_MS);
    try {
      expectRefusal(
        await post(`/api/vip/bargain/${bargain.id}/help`, {}, await fan()),
        409,
        'vip_bargain_closed',
      );
      expect(dataOf(await get(`/api/vip/bargain/${bargain.id}`), bargainDetail.output).state).toBe(
        'expired',
      );
    } finally {
      test.clock.advance(-25 * HOUR_MS);
    }
    expectRefusal(await get('/api/vip/bargain/99999999'), 404, 'vip_bargain_not_found');
    expect((await post('/api/vip/bargain/start', {})).statusCode).toBe(401);
  });
});
