// Pins paying with a coupon (issue 35 §1), the commerce core's coupon way, on PGlite and, under
// test:postgres, PostgreSQL: a coupon that fits takes its part off and the rest is coins; one that
// does not says every reason and charges nothing; a full-free coupon buys with no coins at all; a
// coupon is spent exactly once — two purchases racing for it, one wins — and a repeat of a purchase
// spends nothing more; a refunded purchase gives back the coins paid, never the coupon's part as
// lasting coins; only a low-consumption fan's coupons pay; uc/inter/offer/pay payType 3 pays a
// reading with one; a discount card buys a reading at its worth in tenths, one reading each, its
// last reading won by one of two racing purchases. The ledger audits clean after every test.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  couponsForPlan,
  devIssueCoupon,
  discountCardsForReading,
} from '../../../contracts/coupons';
import { setMealCount } from '../../../contracts/setMeals';
import { payInterpretation } from '../../../contracts/interpretations';
import { payPlan } from '../../../contracts/plans';
import { payWithOffer } from '../../../contracts/setMeals';
import { coupons, plans, users } from '../../../server/db/schema';
import { purchaseKey } from '../../../server/features/plans';
import { grantDiscountCardIn, LOW_CONSUMPTION_FEN } from '../../../server/platform/commerce';
import {
  auditLedger,
  settlePending,
  transfer,
  userBalances,
} from '../../../server/platform/ledger';
import { dataOf, noteFixtures, type Person } from '../../kit/noteFixtures';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';

const NOW = Date.parse('2026-11-25T12:00:00+08:00');
const DAY = 86_400_000;
let test: TestApp;
const { fan, expert, plan, interpretation, get, post } = noteFixtures(() => test, NOW);

beforeAll(async () => {
  test = await startTestApp({ now: NOW, seeded: { seed: 2026, now: NOW, parts: ['sport'] } });
});
afterAll(() => test.close());
afterEach(async () => {
  expect(await auditLedger(test.database.db)).toEqual({ ok: true, problems: [] });
});

type CouponValues = Partial<typeof coupons.$inferInsert>;

/** A reading coupon of the fan's: 5 off any price from 10, live for a week, unless told otherwise. */
async function couponOf(owner: Person, values: CouponValues = {}): Promise<number> {
  const [row] = await test.database.db
    .insert(coupons)
    .values({
      userId: owner.id,
      couponType: 1,
      type: 2,
      worthFen: 500,
      useConditionFen: 1000,
      validStartTime: new Date(NOW - DAY),
      validEndTime: new Date(NOW + 7 * DAY),
      ...values,
    })
    .returning({ id: coupons.id });
  return row!.id;
}

const coinsOf = async (who: Person) => (await userBalances(test.database.db, who.id, NOW)).coinFen;

const couponRow = async (id: number) =>
  (await test.database.db.select().from(coupons).where(eq(coupons.id, id)))[0]!;

const buyPlan = (who: Person, planId: number, couponId?: number, from?: string) =>
  post(`/api/plan/pay/${planId}`, { couponId, from }, who);

describe('a coupon that fits', () => {
  it('takes its part off the price; the rest is coins, and the coupon is spent on this plan', async () => {
    const me = await fan(100);
    const owner = await expert();
    const planId = await plan(owner.expertId, { price: 28 });
    const couponId = await couponOf(me);
    const paid = dataOf(await buyPlan(me, planId, couponId), payPlan.output);
    expect(paid).toEqual({ planId, balance: '77.00' });
    expect(await coinsOf(me)).toBe(7700);
    const spent = await couponRow(couponId);
    expect(spent.usedAt?.getTime()).toBe(NOW);
    expect(spent.usedFor).toBe(`plan:${planId}`);
    // Bought: a repeat, with the coupon or without, answers the first purchase and spends nothing.
    const another = await couponOf(me);
    dataOf(await buyPlan(me, planId, another), payPlan.output);
    dataOf(await buyPlan(me, planId), payPlan.output);
    expect(await coinsOf(me)).toBe(7700);
    expect((await couponRow(another)).usedAt).toBeNull();
    // The plan is the fan's: it has no coupons to offer any more.
    expectRefusal(
      await get(`/api/query/coupon/list/byPlan?planId=${planId}&planType=1`, me),
      409,
      'plan_bought',
    );
  });

  it('a full-free coupon buys an interpretation without a coin', async () => {
    const me = await fan();
    const owner = await expert();
    const id = await interpretation(owner.expertId, { price: 18 });
    const couponId = await couponOf(me, { type: 1, worthFen: 3800, useConditionFen: 0 });
    const listed = dataOf(
      await get(`/api/query/coupon/list/byPlan?planId=${id}&planType=2`, me),
      couponsForPlan.output,
    );
    expect(listed.list.find((c) => c.coupon.id === couponId)).toMatchObject({
      reasons: [],
      payPrice: '0.00',
    });
    const paid = dataOf(
      await post(`/api/uc/interpretation/pay/${id}`, { couponId }, me),
      payInterpretation.output,
    );
    expect(paid).toEqual({ interpretationId: id, balance: '0.00' });
    expect((await couponRow(couponId)).usedFor).toBe(`interpretation:${id}`);
  });

  it('pays a reading through uc/inter/offer/pay payType 3, and tells the coupons left', async () => {
    const me = await fan(50);
    const owner = await expert();
    const id = await interpretation(owner.expertId, { price: 18 });
    const couponId = await couponOf(me);
    await couponOf(me);
    const paid = dataOf(
      await post('/api/uc/inter/offer/pay', { interId: id, offerId: couponId, payType: 3 }, me),
      payWithOffer.output,
    );
    expect(paid).toEqual({ interpretationId: id, left: 1 });
    expect(await coinsOf(me)).toBe(5000 - 1300);
  });
});

describe('a coupon that does not fit', () => {
  it('says every reason, and charges nothing', async () => {
    const me = await fan(100);
    const owner = await expert();
    const other = await expert();
    const planId = await plan(owner.expertId, { price: 28 });
    const couponId = await couponOf(me, {
      onlyExpertId: other.expertId,
      useConditionFen: 3800,
      onlyClientTypeArr: ['weibo'],
    });
    expectRefusal(
      await buyPlan(me, planId, couponId, 'main'),
      409,
      'coupon_refused',
      '当前客户端不能使用该优惠券；该优惠券仅限指定专家使用；未达到优惠券的使用金额',
    );
    expect(await coinsOf(me)).toBe(10_000);
    expect((await couponRow(couponId)).usedAt).toBeNull();
    // Bought afterwards with coins alone, the plan costs its full price.
    dataOf(await buyPlan(me, planId), payPlan.output);
    expect(await coinsOf(me)).toBe(10_000 - 2800);
  });

  it('refuses a used, an expired, a top-up and another fan’s coupon, and a fan who spends a lot', async () => {
    const me = await fan(100);
    const owner = await expert();
    const planId = await plan(owner.expertId, { price: 28 });
    const used = await couponOf(me, { usedAt: new Date(NOW - DAY) });
    expectRefusal(await buyPlan(me, planId, used), 409, 'coupon_refused', '优惠券已使用');
    const expired = await couponOf(me, { validEndTime: new Date(NOW - 1) });
    expectRefusal(await buyPlan(me, planId, expired), 409, 'coupon_refused', '优惠券已过期');
    const topUp = await couponOf(me, { couponType: 2 });
    expectRefusal(await buyPlan(me, planId, topUp), 409, 'coupon_wrong_type');
    const theirs = await couponOf(await fan());
    expectRefusal(await buyPlan(me, planId, theirs), 404, 'coupon_not_found');
    expect(await coinsOf(me)).toBe(10_000);

    const bigSpender = await fan(LOW_CONSUMPTION_FEN / 100 + 100);
    const given = await transfer(
      test.database.db,
      {
        key: `coupon-purchase-spend-${bigSpender.id}`,
        kind: 'purchase',
        memo: '购买方案',
        from: { user: bigSpender.id, kind: 'coin' },
        to: { house: 'sales' },
        amountFen: LOW_CONSUMPTION_FEN,
      },
      NOW - DAY,
    );
    expect(given.ok).toBe(true);
    const theirCoupon = await couponOf(bigSpender);
    expectRefusal(await buyPlan(bigSpender, planId, theirCoupon), 403, 'coupon_not_low');
    expect((await couponRow(theirCoupon)).usedAt).toBeNull();
  });

  it('tells a short fan the coins they need with the coupon, and spends nothing', async () => {
    const me = await fan(20);
    const owner = await expert();
    const planId = await plan(owner.expertId, { price: 28 });
    const couponId = await couponOf(me);
    expectRefusal(
      await buyPlan(me, planId, couponId),
      409,
      ' wallet.not.enough',
      '订单需要23金币，余额不足，请先购买金币',
    );
    expect(await coinsOf(me)).toBe(2000);
    expect((await couponRow(couponId)).usedAt).toBeNull();
  });

  it('refuses bad input', async () => {
    const me = await fan(100);
    for (const body of [{ couponId: 'x' }, { couponId: 0 }, { couponId: 1, from: 'a b' }])
      expectRefusal(await post('/api/plan/pay/1', body, me), 400, 'bad_request');
  });
});

describe('a coupon is spent once', () => {
  it('two purchases racing for one coupon: one wins, the other is told it is used', async () => {
    const me = await fan(100);
    const owner = await expert();
    const [a, b] = [
      await plan(owner.expertId, { price: 28 }),
      await plan(owner.expertId, { price: 38 }),
    ];
    const couponId = await couponOf(me);
    const answers = await Promise.all([buyPlan(me, a, couponId), buyPlan(me, b, couponId)]);
    const won = answers.filter((r) => r.statusCode === 200);
    expect(won.length).toBe(1);
    const lost = answers.find((r) => r.statusCode !== 200)!;
    expectRefusal(lost, 409, 'coupon_refused', '优惠券已使用');
    const winner = dataOf(won[0]!, payPlan.output).planId;
    expect(await coinsOf(me)).toBe(10_000 - (winner === a ? 2300 : 3300));
    expect((await couponRow(couponId)).usedFor).toBe(`plan:${winner}`);
  });

  it('twenty copies of one purchase with a coupon: bought once, the coupon spent once', async () => {
    const me = await fan(100);
    const owner = await expert();
    const planId = await plan(owner.expertId, { price: 28 });
    const couponId = await couponOf(me);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => buyPlan(me, planId, couponId)),
    );
    // The first buys; the rest answer the purchase (owned) or lose the coupon's race, never charge.
    expect(answers.some((r) => r.statusCode === 200)).toBe(true);
    for (const r of answers.filter((x) => x.statusCode !== 200))
      expectRefusal(r, 409, 'coupon_refused', '优惠券已使用');
    expect(await coinsOf(me)).toBe(10_000 - 2300);
  });
});

describe('a refunded purchase', () => {
  it('gives back the coins the fan paid; the coupon’s part lapses with it', async () => {
    const me = await fan(100);
    const owner = await expert();
    const planId = await plan(owner.expertId, { price: 28 });
    await test.database.db.update(plans).set({ refundIfLost: true }).where(eq(plans.id, planId));
    const couponId = await couponOf(me);
    dataOf(await buyPlan(me, planId, couponId), payPlan.output);
    expect(await coinsOf(me)).toBe(7700);
    // The plan loses: settlement voids the held purchase (plans' settlement does exactly this).
    const voided = await settlePending(
      test.database.db,
      purchaseKey(planId, me.id),
      'void',
      '方案未中退款',
      NOW + 1000,
    );
    expect(voided.ok).toBe(true);
    expect((await userBalances(test.database.db, me.id, NOW + 2000)).coinFen).toBe(10_000);
  });
});

describe('a coupon issued by hand', () => {
  it('reaches the account named as originType 1, live from now, and pays like any other', async () => {
    const me = await fan(100);
    const [row] = await test.database.db
      .select({ account: users.account })
      .from(users)
      .where(eq(users.id, me.id));
    const issued = await post('/api/dev/coupons/issue', {
      account: row!.account,
      worth: 8,
      useCondition: 20,
      days: 3,
    });
    const { id } = dataOf(issued, devIssueCoupon.output);
    const coupon = await couponRow(id);
    expect(coupon).toMatchObject({ userId: me.id, originType: 1, worthFen: 800, couponType: 1 });
    expect(coupon.validEndTime.getTime() - coupon.validStartTime.getTime()).toBe(3 * DAY);
    const owner = await expert();
    const planId = await plan(owner.expertId, { price: 28 });
    dataOf(await buyPlan(me, planId, id), payPlan.output);
    expect(await coinsOf(me)).toBe(10_000 - 2000);
    expectRefusal(
      await post('/api/dev/coupons/issue', { account: 'nobody_at_all', worth: 8 }),
      404,
      'coupon_no_account',
    );
    for (const body of [{ account: row!.account }, { account: row!.account, worth: 0 }])
      expectRefusal(await post('/api/dev/coupons/issue', body), 400, 'bad_request');
  });
});

describe('a discount card', () => {
  async function cardOf(owner: Person, count: number, worth = 5): Promise<number> {
    return test.database.db.transaction((tx) =>
      grantDiscountCardIn(
        tx,
        {
          userId: owner.id,
          worth,
          count,
          startsAt: NOW - DAY,
          expiresAt: NOW + 30 * DAY,
          source: `test-card-${owner.id}-${count}-${worth}`,
        },
        NOW,
      ),
    );
  }
  const read = (who: Person, id: number, body: object) =>
    post(`/api/uc/interpretation/pay/${id}`, body, who);

  it('buys a reading at its worth in tenths, one reading of the card each', async () => {
    const me = await fan(100);
    const owner = await expert();
    const id = await interpretation(owner.expertId, { price: 18 });
    const cardId = await cardOf(me, 2);
    const listed = dataOf(
      await get(`/api/uc/inter/discountCards?interId=${id}`, me),
      discountCardsForReading.output,
    );
    expect(listed.list).toEqual([
      { id: cardId, worth: 5, left: 2, expiresAt: NOW + 30 * DAY, payPrice: '9.00' },
    ]);
    dataOf(await read(me, id, { discountCardId: cardId }), payInterpretation.output);
    expect(await coinsOf(me)).toBe(10_000 - 900);
    const count = dataOf(await get('/api/setMeal/new/count', me), setMealCount.output);
    expect(count).toMatchObject({ discountCardNum: 1, discountCardWorth: 5 });
  });

  it('is for readings only, never with a coupon, and the fan’s own', async () => {
    const me = await fan(100);
    const owner = await expert();
    const cardId = await cardOf(me, 3);
    const planId = await plan(owner.expertId, { price: 28 });
    expectRefusal(
      await post(`/api/plan/pay/${planId}`, { discountCardId: cardId }, me),
      409,
      'plan_no_discount_card',
    );
    const id = await interpretation(owner.expertId, { price: 18 });
    expectRefusal(
      await read(me, id, { discountCardId: cardId, couponId: await couponOf(me) }),
      400,
      'coupon_and_card',
    );
    expectRefusal(
      await read(await fan(100), id, { discountCardId: cardId }),
      404,
      'discount_card_not_found',
    );
    expect(await coinsOf(me)).toBe(10_000);
  });

  it('two readings racing for a card’s last reading: one wins', async () => {
    const me = await fan(100);
    const owner = await expert();
    const [a, b] = [
      await interpretation(owner.expertId, { price: 18 }),
      await interpretation(owner.expertId, { price: 18 }),
    ];
    const cardId = await cardOf(me, 1);
    const answers = await Promise.all([
      read(me, a, { discountCardId: cardId }),
      read(me, b, { discountCardId: cardId }),
    ]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expectRefusal(
      answers.find((r) => r.statusCode !== 200)!,
      409,
      'discount_card_unusable',
    );
    expect(await coinsOf(me)).toBe(10_000 - 900);
  });
});
