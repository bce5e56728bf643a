// Pins the user centre's rules of product-spec §3 and §4: isVipNow, isVipTry, timeThrough (percent
// of the period, 2 decimals), showApplyExpert, the 未设置 / 未绑定 / "0.00" defaults, the level change
// and its popup texts, and the publish tab's parameters.
import { describe, expect, it } from 'vitest';
import {
  balanceText,
  DEMOTION_FALLBACK,
  demotionText,
  displayNickName,
  isVipNow,
  isVipTry,
  levelChange,
  maskPhone,
  orDefault,
  promotionText,
  publishHref,
  publishParams,
  showApplyExpert,
  timeThrough,
  vipDaysLeft,
} from '@features/account/centre/rules';

const DAY = 24 * 3600_000;

describe('isVipNow', () => {
  it('gives the level unless the level is 0 or the status is 2', () => {
    expect(isVipNow({ vipMemberLevel: 2, vipStatus: 0 })).toBe(2);
    expect(isVipNow({ vipMemberLevel: 1, vipStatus: 1 })).toBe(1);
    expect(isVipNow({ vipMemberLevel: 3, vipStatus: 2 })).toBe(0);
    expect(isVipNow({ vipMemberLevel: 0, vipStatus: 0 })).toBe(0);
    expect(isVipNow(null)).toBe(0);
  });
});

describe('isVipTry', () => {
  it('is status 1 at the super VIP level only', () => {
    expect(isVipTry({ vipMemberLevel: 2, vipStatus: 1 })).toBe(true);
    expect(isVipTry({ vipMemberLevel: 1, vipStatus: 1 })).toBe(false);
    expect(isVipTry({ vipMemberLevel: 2, vipStatus: 0 })).toBe(false);
    expect(isVipTry(undefined)).toBe(false);
  });
});

describe('timeThrough', () => {
  const start = Date.UTC(2026, 0, 1);
  const vip = { startTime: start, endTime: start + 30 * DAY };
  it('is the percent of the period elapsed, with 2 decimals', () => {
    expect(timeThrough(vip, start)).toBe(0);
    expect(timeThrough(vip, start + 15 * DAY)).toBe(50);
    expect(timeThrough(vip, start + 10 * DAY)).toBe(33.33);
    expect(timeThrough(vip, start + 20 * DAY)).toBe(66.67);
  });
  it('is clamped to 0–100 and 0 without a period', () => {
    expect(timeThrough(vip, start - DAY)).toBe(0);
    expect(timeThrough(vip, start + 31 * DAY)).toBe(100);
    expect(timeThrough({ startTime: null, endTime: null }, start)).toBe(0);
    expect(timeThrough({ startTime: start, endTime: start }, start)).toBe(0);
  });
  it('goes with the days left', () => {
    expect(vipDaysLeft(vip, start + 10.5 * DAY)).toBe(20);
    expect(vipDaysLeft(vip, start + 31 * DAY)).toBe(0);
  });
});

describe('showApplyExpert', () => {
  it('is true if present and not "0"', () => {
    expect(showApplyExpert('1')).toBe(true);
    expect(showApplyExpert(1)).toBe(true);
    expect(showApplyExpert('0')).toBe(false);
    expect(showApplyExpert(0)).toBe(false);
    expect(showApplyExpert(undefined)).toBe(false);
    expect(showApplyExpert('')).toBe(false);
  });
});

describe('defaults', () => {
  it('reads blank text as 未设置, or the default given', () => {
    expect(orDefault('')).toBe('未设置');
    expect(orDefault(null)).toBe('未设置');
    expect(orDefault('  ')).toBe('未设置');
    expect(orDefault('每场必看')).toBe('每场必看');
    expect(orDefault(undefined, '未绑定')).toBe('未绑定');
    expect(maskPhone('')).toBe('未绑定');
    expect(maskPhone('19900000001')).toBe('199****0001');
  });
  it('gives balances as 2-decimal strings, "0.00" when missing', () => {
    expect(balanceText('8888.00')).toBe('8888.00');
    expect(balanceText(12.5)).toBe('12.50');
    expect(balanceText('3')).toBe('3.00');
    expect(balanceText(undefined)).toBe('0.00');
    expect(balanceText('abc')).toBe('0.00');
  });
  it('falls back to the account for a nickname', () => {
    expect(displayNickName({ nickName: '', account: 'demo_fan' })).toBe('demo_fan');
    expect(displayNickName({ nickName: '小周', account: 'demo_fan' })).toBe('小周');
  });
});

describe('levels', () => {
  it('sees a rise, a fall, and nothing on the first look or the same level', () => {
    expect(levelChange(0, 1)).toBe('rise');
    expect(levelChange(1, 2)).toBe('rise');
    expect(levelChange(2, 1)).toBe('fall');
    expect(levelChange(1, 1)).toBe('none');
    expect(levelChange(undefined, 2)).toBe('none');
  });
  it('congratulates level 1 on free and level 2 on paid recommendations with up to 30%', () => {
    expect(promotionText(1).message).toContain('免费推荐');
    expect(promotionText(2).message).toContain('付费推荐');
    expect(promotionText(2).message).toContain('30%');
  });
  it('shows the log reason of a fall, or 很抱歉您已被降级', () => {
    expect(demotionText('月回报率低于0%')).toBe('月回报率低于0%');
    expect(demotionText(null)).toBe('很抱歉您已被降级');
    expect(demotionText(' ')).toBe(DEMOTION_FALLBACK);
  });
  it('opens the publish tab with matchType = the ball type or 1, tab 0', () => {
    expect(publishParams(2)).toEqual({ matchType: 2, tab: 0 });
    expect(publishParams(0)).toEqual({ matchType: 1, tab: 0 });
    expect(publishParams(undefined)).toEqual({ matchType: 1, tab: 0 });
    expect(publishHref(2)).toBe('/publish/zqtj/new?matchType=2&tab=0');
  });
});
