// Pins the top-up page's pure rules (issue 18 §2; product-spec §3, §9): which bonus coupon a top-up
// gets by itself (the largest that applies; the sooner-lapsing of equals), what a fan's pick or 不使用
// does, the custom amount's check (whole yuan within the config's limits), and what a status means.
import { describe, expect, it } from 'vitest';
import type { ChargeCoupon } from '@contracts/wallet/charge';
import {
  bestCoupon,
  checkCustomAmount,
  chosenCoupon,
  couponConditionText,
  isCouponApplicable,
  yuanTextToFen,
} from '@features/wallet/charge/rules';
import { payOutcome } from '@shared/payment/rules';

const coupon = (
  id: number,
  worth: string,
  useCondition: string,
  validEndTime = 2_000,
): ChargeCoupon => ({
  id,
  worth,
  useCondition,
  validEndTime,
});

describe('amounts', () => {
  it('reads a wire amount as fen', () => {
    expect(yuanTextToFen('68.00')).toBe(6800);
    expect(yuanTextToFen('0.05')).toBe(5);
    expect(yuanTextToFen('12.50')).toBe(1250);
  });
});

describe('the best top-up bonus coupon', () => {
  const coupons = [
    coupon(1, '5.00', '50.00'),
    coupon(2, '20.00', '200.00'),
    coupon(3, '8.00', '100.00'),
    coupon(4, '1.00', '0.00'),
  ];

  it('is the largest worth whose condition the amount reaches', () => {
    expect(bestCoupon(coupons, 10_000)?.id).toBe(3);
    expect(bestCoupon(coupons, 20_000)?.id).toBe(2);
    expect(bestCoupon(coupons, 5_000)?.id).toBe(1);
    expect(bestCoupon(coupons, 4_999)?.id).toBe(4);
  });

  it('is none without an amount or without an applicable coupon', () => {
    expect(bestCoupon(coupons, null)).toBeNull();
    expect(bestCoupon([coupon(1, '5.00', '50.00')], 100)).toBeNull();
    expect(bestCoupon([], 100_000)).toBeNull();
  });

  it('between equal bonuses takes the one that lapses first', () => {
    const equal = [coupon(1, '5.00', '10.00', 9_000), coupon(2, '5.00', '10.00', 3_000)];
    expect(bestCoupon(equal, 1_000)?.id).toBe(2);
    expect(bestCoupon([...equal].reverse(), 1_000)?.id).toBe(2);
  });

  it('applies at exactly its condition', () => {
    expect(isCouponApplicable(coupon(1, '5.00', '50.00'), 5_000)).toBe(true);
    expect(isCouponApplicable(coupon(1, '5.00', '50.00'), 4_900)).toBe(false);
  });

  it('gives way to the fan: a picked one that applies, or none', () => {
    expect(chosenCoupon(coupons, 20_000, 1)?.id).toBe(1);
    expect(chosenCoupon(coupons, 20_000, 'none')).toBeNull();
    expect(chosenCoupon(coupons, 20_000, 'auto')?.id).toBe(2);
    // The amount went down below the picked one's condition: the best that still applies.
    expect(chosenCoupon(coupons, 10_000, 2)?.id).toBe(3);
  });

  it('says its condition', () => {
    expect(couponConditionText(coupon(1, '5.00', '50.00'))).toBe('满50元可用');
    expect(couponConditionText(coupon(1, '5.00', '0.00'))).toBe('无门槛');
  });
});

describe('the custom amount', () => {
  const check = (text: string) => checkCustomAmount(text, 100, 5_000_000);

  it('is whole yuan within the limits', () => {
    expect(check('1')).toEqual({ fen: 100, message: null });
    expect(check(' 50000 ')).toEqual({ fen: 5_000_000, message: null });
    expect(check('88')).toEqual({ fen: 8_800, message: null });
  });

  it('says nothing before the fan types', () => {
    expect(check('')).toEqual({ fen: null, message: null });
    expect(check('  ')).toEqual({ fen: null, message: null });
  });

  it('refuses what is not a whole number', () => {
    for (const text of ['12.5', '1e3', 'abc', '-3', '１２']) {
      expect(check(text)).toEqual({ fen: null, message: '请输入整数金额' });
    }
  });

  it('refuses what is out of range, naming the range', () => {
    expect(check('0')).toEqual({ fen: null, message: '充值金额需在1~50000元之间' });
    expect(check('50001')).toEqual({ fen: null, message: '充值金额需在1~50000元之间' });
    expect(checkCustomAmount('5', 1_000, 2_000).message).toBe('充值金额需在10~20元之间');
  });
});

describe('an order status', () => {
  it('is paid at 2, failed at 3, cancelled at 4, and awaiting otherwise', () => {
    expect(payOutcome(2)).toBe('paid');
    expect(payOutcome(3)).toBe('failed');
    expect(payOutcome(4)).toBe('cancelled');
    expect(payOutcome(1)).toBe('awaiting');
    expect(payOutcome(0)).toBe('awaiting');
    expect(payOutcome(9)).toBe('awaiting');
  });
});
