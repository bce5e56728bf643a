// Pins the set-meal screen's rules (product-spec §2 "Set-meal list screen"): validity in months
// above 30 days, the reminder's per-day price, when the first tap shows the reminder, the scope in
// the path, the ordering notice per scope.
import { describe, expect, it } from 'vitest';
import {
  orderingNotice,
  perDayPriceText,
  remindsFirst,
  scopeOf,
  validityText,
} from '@features/setMeals/rules';

describe('validity', () => {
  it('reads in days up to 30 and in whole months above', () => {
    expect(validityText(7)).toBe('7天');
    expect(validityText(30)).toBe('30天');
    expect(validityText(31)).toBe('1个月');
    expect(validityText(59)).toBe('1个月');
    expect(validityText(90)).toBe('3个月');
    expect(validityText(180)).toBe('6个月');
  });
});

describe('the red-list reminder', () => {
  it('prices a day at the membership’s price / 30, to two decimals', () => {
    expect(perDayPriceText(19_800)).toBe('6.60');
    expect(perDayPriceText(1_000)).toBe('0.33');
    expect(perDayPriceText(0)).toBe('0.00');
  });

  it('stops only the first tap on a 3-use jingcai package while the offer is on', () => {
    const tap = { scope: 1, lookCount: 3, vipOn: true, remindedBefore: false };
    expect(remindsFirst(tap)).toBe(true);
    expect(remindsFirst({ ...tap, remindedBefore: true })).toBe(false);
    expect(remindsFirst({ ...tap, vipOn: false })).toBe(false);
    expect(remindsFirst({ ...tap, scope: 2 })).toBe(false);
    expect(remindsFirst({ ...tap, lookCount: 10 })).toBe(false);
  });
});

describe('the screen', () => {
  it('takes scope 1 or 2 from the path, 1 when absent, nothing else', () => {
    expect(scopeOf(undefined)).toBe(1);
    expect(scopeOf('2')).toBe(2);
    expect(scopeOf('3')).toBeNull();
    expect(scopeOf('x')).toBeNull();
  });

  it('says the ordering notice per scope, with the phone when there is one', () => {
    expect(orderingNotice(1, '400-1')[0]).toContain('竞彩足球、篮球解读');
    expect(orderingNotice(2, null)[0]).toContain('十四场、任九解读');
    expect(orderingNotice(1, '400-1').at(-1)).toBe('如有疑问请联系客服：400-1');
    expect(orderingNotice(1, null).at(-1)).toBe('如有疑问请联系在线客服。');
    expect(orderingNotice(2, null).join('')).toContain('过期作废');
    expect(orderingNotice(2, null).join('')).toContain('不中退币方案不可使用套餐');
  });
});
