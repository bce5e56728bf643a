// The coupon usability rule (product-spec §5, issue 35 §1): every branch, each reason on its own
// and together; the price with a coupon; expiring soon; the list's order.
import { describe, expect, it } from 'vitest';
import {
  byTypeThenEnd,
  couponRefusals,
  isExpiringSoon,
  priceWithCoupon,
  type CouponFacts,
  type CouponTarget,
} from '../../../contracts/coupons';

const NOW = Date.parse('2026-11-29T12:00:00+08:00');
const DAY = 86_400_000;
const coupon = (over: Partial<CouponFacts> = {}): CouponFacts => ({
  type: 2,
  worthFen: 500,
  useConditionFen: 0,
  validStartTime: NOW - DAY,
  validEndTime: NOW + DAY,
  onlyClientTypeArr: [],
  onlyExpertLevel: 0,
  onlyExpertId: 0,
  usedAt: null,
  ...over,
});
const target = (over: Partial<CouponTarget> = {}): CouponTarget => ({
  clientType: 'main',
  expertId: 7,
  expertLevel: 2,
  amountFen: 2800,
  ...over,
});
const why = (c: Partial<CouponFacts>, t: Partial<CouponTarget> = {}, now = NOW) =>
  couponRefusals(coupon(c), target(t), now);

describe('couponRefusals', () => {
  it('passes an unrestricted amount-off coupon below the price', () => {
    expect(why({})).toEqual([]);
  });

  it('checks the client against the list; an empty list is every client', () => {
    expect(why({ onlyClientTypeArr: ['main', 'weibo'] })).toEqual([]);
    expect(why({ onlyClientTypeArr: ['weibo'] })).toEqual(['client']);
  });

  it('needs now within start and end, both ends included', () => {
    expect(why({ validStartTime: NOW + 1 })).toEqual(['notStarted']);
    expect(why({ validEndTime: NOW - 1 })).toEqual(['expired']);
    expect(why({ validStartTime: NOW, validEndTime: NOW })).toEqual([]);
  });

  it('passes the expert when either side is 0, else needs them equal', () => {
    expect(why({ onlyExpertId: 7 })).toEqual([]);
    expect(why({ onlyExpertId: 8 })).toEqual(['expert']);
    expect(why({ onlyExpertId: 8 }, { expertId: 0 })).toEqual([]);
  });

  it('passes the level the same way', () => {
    expect(why({ onlyExpertLevel: 2 })).toEqual([]);
    expect(why({ onlyExpertLevel: 4 })).toEqual(['level']);
    expect(why({ onlyExpertLevel: 4 }, { expertLevel: 0 })).toEqual([]);
  });

  it('needs a full-free coupon worth at least the price, an amount-off one at most', () => {
    expect(why({ type: 1, worthFen: 2800 })).toEqual([]);
    expect(why({ type: 1, worthFen: 1800 })).toEqual(['fullFreeShort']);
    expect(why({ type: 2, worthFen: 2800 })).toEqual([]);
    expect(why({ type: 2, worthFen: 3800 })).toEqual(['worthAbovePrice']);
    // Either amount 0 passes.
    expect(why({ type: 1, worthFen: 0 })).toEqual([]);
    expect(why({ type: 2, worthFen: 3800 }, { amountFen: 0 })).toEqual([]);
  });

  it('needs the price to reach 满 X 可用', () => {
    expect(why({ useConditionFen: 2800 })).toEqual([]);
    expect(why({ useConditionFen: 3800 })).toEqual(['tooCheap']);
  });

  it('refuses a spent coupon, and gives every reason at once', () => {
    expect(why({ usedAt: NOW - DAY })).toEqual(['used']);
    expect(
      why({
        usedAt: NOW - DAY,
        validEndTime: NOW - 1,
        onlyClientTypeArr: ['wechat'],
        onlyExpertId: 8,
        onlyExpertLevel: 4,
        useConditionFen: 5000,
        type: 1,
        worthFen: 100,
      }),
    ).toEqual(['used', 'expired', 'client', 'expert', 'level', 'tooCheap', 'fullFreeShort']);
  });
});

describe('the coupon’s other rules', () => {
  it('prices with a coupon: nothing with a full-free one, never below zero', () => {
    expect(priceWithCoupon({ type: 1, worthFen: 3800 }, 2800)).toBe(0);
    expect(priceWithCoupon({ type: 2, worthFen: 500 }, 2800)).toBe(2300);
    expect(priceWithCoupon({ type: 2, worthFen: 5000 }, 2800)).toBe(0);
  });

  it('is expiring soon under three days, not once over', () => {
    expect(isExpiringSoon(NOW + 3 * DAY - 1, NOW)).toBe(true);
    expect(isExpiringSoon(NOW + 3 * DAY, NOW)).toBe(false);
    expect(isExpiringSoon(NOW - 1, NOW)).toBe(false);
  });

  it('sorts by couponType, then the one ending first', () => {
    const list = [
      { id: 1, couponType: 2, validEndTime: 10 },
      { id: 2, couponType: 1, validEndTime: 30 },
      { id: 3, couponType: 1, validEndTime: 20 },
    ];
    expect([...list].sort(byTypeThenEnd).map((c) => c.id)).toEqual([3, 2, 1]);
  });
});
