// Pins the Tips tab's rules: the record, hit-rate and streak texts of an expert, the price text
// (free, whole and fractional coins, the partner currency), the publish-time text (just now,
// minutes, hours, then dates in Beijing time), the result mark, the card's route and the avatar's
// stand-in, and joining pages without repeats.
import { avatarInitial } from '@shared/ui';
import { describe, expect, it } from 'vitest';
import { EXPERT_INITIAL, hitRateText, recordText } from '@entities/expert';
import {
  TIP_SORTS,
  kindLabel,
  priceText,
  publishTimeText,
  resultText,
  streakText,
  tipPath,
} from '@features/matchDetail/tips/rules';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NOW = Date.parse('2026-11-22T21:10:00+08:00');

describe('expert record texts', () => {
  it('says 近N中M, and nothing without recent tips', () => {
    expect(recordText(7, 10)).toBe('近10中7');
    expect(recordText(0, 5)).toBe('近5中0');
    expect(recordText(12, 10)).toBe('近10中10');
    expect(recordText(0, 0)).toBeNull();
  });

  it('says the hit rate in percent, or nothing', () => {
    expect(hitRateText(70)).toBe('命中率70%');
    expect(hitRateText(0)).toBe('命中率0%');
    expect(hitRateText(null)).toBeNull();
  });

  it('names the longest red streak from 2 on', () => {
    expect(streakText(3)).toBe('最高3连红');
    expect(streakText(2)).toBe('最高2连红');
    expect(streakText(1)).toBeNull();
    expect(streakText(0)).toBeNull();
  });
});

describe('priceText', () => {
  it('says 免费 for 0 and the coins otherwise', () => {
    expect(priceText(0, '金币')).toBe('免费');
    expect(priceText(18, '金币')).toBe('18 金币');
    expect(priceText(18.5, '金币')).toBe('18.5 金币');
    expect(priceText(9.999, '金币')).toBe('10 金币');
    expect(priceText(28, '元')).toBe('28 元');
  });

  it('treats a negative or missing price as free', () => {
    expect(priceText(-1, '金币')).toBe('免费');
    expect(priceText(Number.NaN, '金币')).toBe('免费');
  });
});

describe('publishTimeText', () => {
  it('says 刚刚, minutes and hours ago within a day', () => {
    expect(publishTimeText(NOW - 30_000, NOW)).toBe('刚刚');
    expect(publishTimeText(NOW + 5_000, NOW)).toBe('刚刚');
    expect(publishTimeText(NOW - MINUTE, NOW)).toBe('1分钟前');
    expect(publishTimeText(NOW - 59 * MINUTE, NOW)).toBe('59分钟前');
    expect(publishTimeText(NOW - HOUR, NOW)).toBe('1小时前');
    expect(publishTimeText(NOW - 23 * HOUR - 59 * MINUTE, NOW)).toBe('23小时前');
  });

  it('gives the Beijing date and time from a day on, with the year only for past years', () => {
    expect(publishTimeText(Date.parse('2026-11-21T09:05:00+08:00'), NOW)).toBe('11-21 09:05');
    expect(publishTimeText(Date.parse('2026-01-01T00:30:00+08:00'), NOW)).toBe('01-01 00:30');
    expect(publishTimeText(Date.parse('2025-12-31T23:30:00+08:00'), NOW)).toBe('2025-12-31');
  });
});

describe('cards', () => {
  it('marks settled tips 红 / 黑 / 走 and pending ones not at all', () => {
    expect(resultText(1)).toBe('红');
    expect(resultText(2)).toBe('黑');
    expect(resultText(3)).toBe('走');
    expect(resultText(0)).toBeNull();
  });

  it('opens /plan/{id} for a plan and tjInterpretation/{id} for an interpretation', () => {
    expect(tipPath({ kind: 'plan', id: 42 })).toBe('/plan/42');
    expect(tipPath({ kind: 'interpretation', id: 7 })).toBe('/tjInterpretation/7');
    expect(kindLabel('plan')).toBe('方案');
    expect(kindLabel('interpretation')).toBe('解读');
  });

  it('stands the nickname’s first character in for a missing avatar', () => {
    expect(avatarInitial('老炮说球', EXPERT_INITIAL)).toBe('老');
    expect(avatarInitial('  NBA数据控', EXPERT_INITIAL)).toBe('N');
    expect(avatarInitial('😀球迷', EXPERT_INITIAL)).toBe('😀');
    expect(avatarInitial('', EXPERT_INITIAL)).toBe('专');
  });

  it('offers newest, price and hit rate as sorts 0, 1, 2', () => {
    expect(TIP_SORTS.map((s) => [s.sort, s.label])).toEqual([
      [0, '最新'],
      [1, '价格'],
      [2, '命中率'],
    ]);
  });
});
