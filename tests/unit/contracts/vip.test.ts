// Pins the VIP contract (issue 35 §2; product-spec §3, §4 "VIP", §9): isVipNow, isVipTry and
// timeThrough as the spec defines them, the level names and families, the benefit counts per level
// (red list 11, super red list 13, data member 9), what a purchase does to a period — starts now,
// extends the same membership from its end, replaces a trial, is refused beside another level —
// and the gift months of a purchase.
import { describe, expect, it } from 'vitest';
import {
  benefitsOf,
  giftMonthsOf,
  isVipNow,
  isVipTry,
  periodOnPurchase,
  timeThrough,
  VIP_BENEFIT_VALUES,
  vipDaysLeft,
  vipFamilyOf,
  vipLevelName,
} from '../../../contracts/vip';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-25T12:00:00+08:00');
const standing = (level: number, status: number, start: number | null, end: number | null) => ({
  vipMemberLevel: level,
  vipStatus: status,
  startTime: start,
  endTime: end,
});

describe('the derivations', () => {
  it('isVipNow is the level unless it is 0 or the status is expired', () => {
    expect(isVipNow(standing(1, 0, null, null))).toBe(1);
    expect(isVipNow(standing(2, 1, null, null))).toBe(2);
    expect(isVipNow(standing(2, 2, null, null))).toBe(0);
    expect(isVipNow(standing(0, 0, null, null))).toBe(0);
    expect(isVipNow(null)).toBe(0);
  });

  it('isVipTry is status 1 at the super level only', () => {
    expect(isVipTry(standing(2, 1, null, null))).toBe(true);
    expect(isVipTry(standing(1, 1, null, null))).toBe(false);
    expect(isVipTry(standing(2, 0, null, null))).toBe(false);
    expect(isVipTry(undefined)).toBe(false);
  });

  it('timeThrough is the percent elapsed with 2 decimals, clamped, 0 without a period', () => {
    const vip = { startTime: NOW, endTime: NOW + 3 * DAY };
    expect(timeThrough(vip, NOW + DAY)).toBe(33.33);
    expect(timeThrough(vip, NOW - DAY)).toBe(0);
    expect(timeThrough(vip, NOW + 4 * DAY)).toBe(100);
    expect(timeThrough({ startTime: null, endTime: null }, NOW)).toBe(0);
    expect(timeThrough({ startTime: NOW, endTime: NOW }, NOW)).toBe(0);
    expect(vipDaysLeft(vip, NOW + 1)).toBe(3);
    expect(vipDaysLeft(vip, NOW + 3 * DAY)).toBe(0);
  });

  it('names the levels and groups the red list’s and data member’s two codes', () => {
    expect([0, 1, 2, 3, 4, 6].map(vipLevelName)).toEqual([
      '',
      '红单会员',
      '超级红单会员',
      '红单会员',
      '数据会员',
      '数据会员',
    ]);
    expect([1, 3, 4, 6, 2].map(vipFamilyOf)).toEqual([1, 1, 4, 4, 2]);
  });
});

describe('the benefits', () => {
  it('count as the spec says per level, with the spec’s values', () => {
    expect(benefitsOf(1)).toHaveLength(11);
    expect(benefitsOf(3)).toHaveLength(11);
    expect(benefitsOf(2)).toHaveLength(13);
    expect(benefitsOf(4)).toHaveLength(9);
    expect(benefitsOf(6)).toHaveLength(9);
    const values = Object.fromEntries(benefitsOf(4).map((b) => [b.key, b.value]));
    expect(values).toMatchObject({
      windVane: VIP_BENEFIT_VALUES.windVane,
      innovationIndex: 188,
      teamIntel: 68,
    });
    expect(VIP_BENEFIT_VALUES.windVane).toBe(108);
  });
});

describe('a purchase’s period', () => {
  const month = { level: 1, days: 30 };

  it('starts now without a period, after one expired, or in place of a trial', () => {
    for (const current of [
      standing(0, 2, null, null),
      standing(1, 2, NOW - 40 * DAY, NOW - 10 * DAY),
      standing(1, 0, NOW - 30 * DAY, NOW),
      standing(2, 1, NOW - DAY, NOW + 2 * DAY),
    ])
      expect(periodOnPurchase(current, month, NOW)).toEqual({
        ok: true,
        start: NOW,
        end: NOW + 30 * DAY,
        addedFrom: NOW,
      });
  });

  it('extends the same membership from its end, its start kept', () => {
    const current = standing(3, 0, NOW - 10 * DAY, NOW + 20 * DAY);
    expect(periodOnPurchase(current, month, NOW)).toEqual({
      ok: true,
      start: NOW - 10 * DAY,
      end: NOW + 50 * DAY,
      addedFrom: NOW + 20 * DAY,
    });
  });

  it('is refused while another membership runs', () => {
    const current = standing(1, 0, NOW - DAY, NOW + DAY);
    expect(periodOnPurchase(current, { level: 2, days: 30 }, NOW)).toEqual({
      ok: false,
      reason: 'otherLevel',
    });
  });

  it('brings a gift per whole 30 days, at least one', () => {
    expect([3, 30, 59, 90, 365].map(giftMonthsOf)).toEqual([1, 1, 1, 3, 12]);
  });
});
