// Pins the small texts of a row: Beijing days and times of the date strip, the live minute, odds.
import { describe, expect, it } from 'vitest';
import { beijingDate, beijingTime, shiftDate } from '@domain/time';
import { stripDays } from '@entities/match/beijingDays';
import { minuteText } from '@entities/match/rules';
import { oddsText } from '@features/matches/list/rowParts';
import { periodName } from '@features/matches/list/BasketballRow';
import { agoText } from '@features/matches/list/LiveIndicator';

describe('Beijing days', () => {
  // 2026-11-22 23:30 in Beijing is still the 22nd there, but the 22nd 15:30 in UTC.
  const lateEvening = Date.parse('2026-11-22T23:30:00+08:00');
  const earlyMorning = Date.parse('2026-11-23T00:10:00+08:00');

  it('reads the day and time in Beijing, whatever the phone’s zone', () => {
    expect(beijingDate(lateEvening)).toBe('2026-11-22');
    expect(beijingDate(earlyMorning)).toBe('2026-11-23');
    expect(beijingDate(earlyMorning, -1)).toBe('2026-11-22');
    expect(beijingTime(earlyMorning)).toBe('00:10');
    expect(shiftDate('2026-11-30', 1)).toBe('2026-12-01');
  });

  it('lists three days either side, naming yesterday, today and tomorrow', () => {
    const days = stripDays(lateEvening, 3, 3);
    expect(days.map((d) => d.label)).toEqual([
      '周四',
      '周五',
      '昨天',
      '今天',
      '明天',
      '周二',
      '周三',
    ]);
    expect(days[3]).toEqual({ offset: 0, date: '2026-11-22', label: '今天', short: '11/22' });
  });
});

describe('row texts', () => {
  it('shows the minute with a prime, half-time as 中场', () => {
    expect(minuteText('67', 12)).toBe("67'");
    expect(minuteText('45+2', 11)).toBe("45+2'");
    expect(minuteText('45', 14)).toBe('中场');
    expect(minuteText(null, 13)).toBe('加时');
  });

  it('shows the odds of the chosen type', () => {
    const odds = {
      oddsCompany: 0,
      europe: [2.1, 3.2, 3.4] as [number, number, number],
      asia: [0.92, -0.5, 0.88] as [number, number, number],
      bigsmall: [0.9, 2.5, 0.9] as [number, number, number],
    };
    expect(oddsText(odds, 2, 1)).toBe('2.10  3.20  3.40');
    expect(oddsText(odds, 1, 1)).toMatch(/^0\.92 {2}\S+ {2}0\.88$/);
    expect(oddsText(odds, 3, 1)).toMatch(/^0\.90 {2}\S+ {2}0\.90$/);
    expect(oddsText({ ...odds, asia: null }, 1, 1)).toBe('');
    expect(oddsText(null, 1, 1)).toBe('');
  });

  it('names quarters and overtimes', () => {
    expect([0, 3, 4, 5].map(periodName)).toEqual(['一', '四', '加1', '加2']);
  });

  it('says how long ago', () => {
    expect(agoText(5)).toBe('5秒前');
    expect(agoText(125)).toBe('2分钟前');
  });
});
