// Pins the pure rules of paying a plan directly (product-spec §4 "Payment", §9): the ways each
// channel offers for a price (none in Weibo; WeChat alone and up to 500 yuan inside WeChat; Alipay
// then WeChat elsewhere), and where each final result leads.
import { describe, expect, it } from 'vitest';
import { directPayLanding, directPayWays } from '@features/plans/directPayRules';

describe('directPayWays', () => {
  it('offers none in Weibo, WeChat alone inside WeChat up to 500 yuan, Alipay then WeChat elsewhere', () => {
    expect(directPayWays('weibo', 1_800)).toEqual([]);
    expect(directPayWays('wechat', 1_800)).toEqual([4]);
    expect(directPayWays('wechat', 50_000)).toEqual([4]);
    expect(directPayWays('wechat', 50_001)).toEqual([]);
    expect(directPayWays('main', 1_800)).toEqual([3, 4]);
    expect(directPayWays('jd', 50_001)).toEqual([3, 4]);
  });
});

describe('directPayLanding', () => {
  const plan = (outcome: 'bought' | 'owned' | 'closed' | null) => ({ outcome, balance: '3.00' });

  it('leads a bought plan to pay-ok with the coins left', () => {
    expect(directPayLanding('paid', plan('bought'), '18.00', '金币')).toEqual({
      page: 'plan/pay-ok',
      ableBalance: '3.00',
    });
  });

  it('says where the coins went when the money could not buy the plan', () => {
    expect(directPayLanding('paid', plan('closed'), '18.00', '金币')).toEqual({
      page: 'plan/pay-error',
      errorMsg: '比赛已开始，方案已截止购买，本次支付的18金币已存入您的钱包',
      repay: false,
    });
    expect(directPayLanding('paid', plan('owned'), '18.50', '元')).toEqual({
      page: 'plan/pay-error',
      errorMsg: '您已购买过该方案，本次支付的18.50元已存入您的钱包',
      repay: false,
    });
  });

  it('offers 重新支付 after a failed or cancelled payment', () => {
    expect(directPayLanding('failed', plan(null), '18.00', '金币')).toEqual({
      page: 'plan/pay-error',
      errorMsg: '支付失败',
      repay: true,
    });
    expect(directPayLanding('cancelled', plan(null), '18.00', '金币')).toMatchObject({
      errorMsg: '支付已取消',
      repay: true,
    });
  });
});
