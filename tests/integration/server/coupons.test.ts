// Pins the coupons' calls (issue 35 §1) on PGlite and, under test:postgres, PostgreSQL: the demo
// fans' coupons (given to a fan of the test) by tab (usable, used, expired) in the spec's order with 快过期 under three
// days, the counts, the usable ones by type, the ones for a reading with every reason the others
// cannot pay for it and the price each leaves, the low-consumption check, guests and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consumeLow,
  couponList,
  couponNum,
  couponsForPlan,
  usableCoupons,
} from '../../../contracts/coupons';
import { coupons } from '../../../server/db/schema';
import { buildCoupons } from '../../../server/seed/content/coupons';
import { LOW_CONSUMPTION_FEN } from '../../../server/platform/commerce';
import { transfer } from '../../../server/platform/ledger';
import { dataOf, noteFixtures, type Person } from '../../kit/noteFixtures';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';

const NOW = Date.parse('2026-11-25T12:00:00+08:00');
const DAY = 86_400_000;
let test: TestApp;
let demo: Person;
const { fan, expert, plan, interpretation, get } = noteFixtures(() => test, NOW);

beforeAll(async () => {
  test = await startTestApp({
    now: NOW,
    seeded: { seed: 2026, now: NOW, parts: ['sport'] },
  });
  // The demo fans' coupons (server/seed/content/coupons.ts), given to a fan of this test; the
  // one-expert coupon is for an expert of its own.
  demo = await fan();
  const only = await expert();
  await test.database.db
    .insert(coupons)
    .values(buildCoupons(demo.id, new Date(NOW), only.expertId));
});
afterAll(() => test.close());

describe('the coupon list', () => {
  it('shows each tab in the spec’s order: by type, then the one ending first', async () => {
    const usable = dataOf(await get('/api/query/couponList?status=0', demo), couponList.output);
    expect(usable.list.length).toBe(6);
    const order = usable.list.map((c) => [c.couponType, c.validEndTime]);
    expect(order).toEqual([...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
    expect(usable.list.every((c) => c.status === 0)).toBe(true);
    // The popular-forecaster coupon ends in two days: 快过期.
    expect(usable.list.filter((c) => c.expiringSoon).map((c) => c.onlyExpertLevel)).toEqual([2]);
    const used = dataOf(await get('/api/query/couponList?status=1', demo), couponList.output);
    expect(used.list.map((c) => c.status)).toEqual([1]);
    const expired = dataOf(await get('/api/query/couponList?status=2', demo), couponList.output);
    expect(expired.list.map((c) => c.status)).toEqual([2]);
    expect(dataOf(await get('/api/query/couponNum', demo), couponNum.output)).toEqual({
      usable: 6,
      expiringSoon: 1,
    });
  });

  it('lists the usable ones of a type (top-up bonus: 2)', async () => {
    const bonus = dataOf(
      await get('/api/query/coupon/list?couponType=2', demo),
      usableCoupons.output,
    );
    expect(bonus.list.map((c) => c.couponType)).toEqual([2, 2]);
    expect(bonus.list.some((c) => c.originType === 1)).toBe(true);
  });

  it('keeps a fan’s coupons their own, and a guest out', async () => {
    const other = await fan();
    expect(dataOf(await get('/api/query/couponList', other), couponList.output).list).toEqual([]);
    expect((await get('/api/query/couponList')).statusCode).toBe(401);
    for (const url of [
      '/api/query/couponList?status=3',
      '/api/query/couponList?pageNo=0',
      '/api/query/coupon/list?couponType=9',
    ])
      expect((await get(url, demo)).statusCode).toBe(400);
  });
});

describe('coupons for a reading', () => {
  it('gives each coupon every reason it cannot pay, and the price it leaves', async () => {
    const owner = await expert();
    const planId = await plan(owner.expertId, { price: 28 });
    const res = await get(
      `/api/query/coupon/list/byPlan?couponType=1&planId=${planId}&planType=1&from=main`,
      demo,
    );
    const { price, list } = dataOf(res, couponsForPlan.output);
    expect(price).toBe('28.00');
    const byWorth = (worth: string) => list.find((c) => c.coupon.worth === worth)!;
    // Full-free up to 38: pays it all.
    expect(byWorth('38.00')).toMatchObject({ reasons: [], payPrice: '0.00' });
    // 5 off from 28: pays 23.
    expect(byWorth('5.00')).toMatchObject({ reasons: [], payPrice: '23.00' });
    // 10 off from 38, for one other expert: two reasons.
    expect(byWorth('10.00').reasons).toEqual([
      '该优惠券仅限指定专家使用',
      '未达到优惠券的使用金额',
    ]);
    // Full-free up to 58 for popular forecasters (level 2): the fixture expert is one.
    expect(byWorth('58.00')).toMatchObject({ reasons: [], payPrice: '0.00' });
    const weibo = dataOf(
      await get(
        `/api/query/coupon/list/byPlan?couponType=1&planId=${planId}&planType=1&from=weibo`,
        demo,
      ),
      couponsForPlan.output,
    );
    expect(weibo.list.length).toBe(list.length);
  });

  it('reads an interpretation’s price and expert the same way', async () => {
    const owner = await expert();
    const id = await interpretation(owner.expertId, { price: 18 });
    const { price, list } = dataOf(
      await get(`/api/query/coupon/list/byPlan?planId=${id}&planType=2`, demo),
      couponsForPlan.output,
    );
    expect(price).toBe('18.00');
    expect(list.find((c) => c.coupon.worth === '5.00')?.reasons).toEqual([
      '未达到优惠券的使用金额',
    ]);
  });

  it('refuses an unknown reading and bad input', async () => {
    expectRefusal(
      await get('/api/query/coupon/list/byPlan?planId=999999&planType=1', demo),
      404,
      'plan_not_found',
    );
    for (const q of ['planId=1&planType=3', 'planType=1', 'planId=abc&planType=1'])
      expect((await get(`/api/query/coupon/list/byPlan?${q}`, demo)).statusCode).toBe(400);
  });
});

describe('the low-consumption check', () => {
  it('is true until a fan spends the threshold in 30 days', async () => {
    const me = await fan(10_000);
    expect(dataOf(await get('/api/consume/low', me), consumeLow.output)).toEqual({ isLow: true });
    await transfer(
      test.database.db,
      {
        key: `coupon-test-spend-${me.id}`,
        kind: 'purchase',
        memo: '购买方案',
        from: { user: me.id, kind: 'coin' },
        to: { house: 'sales' },
        amountFen: LOW_CONSUMPTION_FEN,
      },
      NOW - DAY,
    );
    expect(dataOf(await get('/api/consume/low', me), consumeLow.output)).toEqual({ isLow: false });
    expect((await get('/api/consume/low')).statusCode).toBe(401);
  });
});
