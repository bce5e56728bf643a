// Pins the fans' clock (domain/time, issue 33 §2) and the rules built on it under a zone that is not
// Beijing's: every test else runs with TZ=Asia/Shanghai (vitest.config.ts), which would hide a
// formatting that follows the device's zone. New York is 13 hours behind Beijing in November, so
// a Beijing evening is still the same morning there and a Beijing small hour the day before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  beijingDate,
  beijingDateTime,
  beijingDayEnd,
  beijingDayIndex,
  beijingDayStart,
  beijingMonthStart,
  beijingNoon,
  beijingParts,
  beijingStamp,
  beijingTime,
  DAY_MS,
  dayIndexDate,
  dayIndexStart,
  formatBeijing,
  HOUR_MS,
  MINUTE_MS,
  SECOND_MS,
  shiftDate,
} from '@domain/time';
import { date2 } from '@shared/format';
import { stripDays } from '@entities/match/beijingDays';
import { publishTimeText } from '@features/matchDetail/tips/rules';
import { monthDay, shortDate } from '@features/matchDetail/analysis/rules';
import { messageTimeText, mutedUntilText } from '@features/chat/rules';
import { beijingToday } from '../../../contracts/account/centre/identity';
import { monthToJudge } from '../../../server/features/experts';

/** Milliseconds of a Beijing wall-clock time, written with its offset (no zone involved). */
const at = (iso: string) => Date.parse(`${iso}+08:00`);

// 00:10 on Sunday 2026-11-22 in Beijing is 11:10 on Saturday 2026-11-21 in New York.
const SMALL_HOURS = at('2026-11-22T00:10:00.000');
// 23:50 on Sunday 2026-11-22 in Beijing is 10:50 the same Sunday in New York.
const LATE_EVENING = at('2026-11-22T23:50:00.000');

let savedTz: string | undefined;
beforeAll(() => {
  savedTz = process.env.TZ;
  process.env.TZ = 'America/New_York'; // Node re-reads TZ when the variable is set
});
afterAll(() => {
  process.env.TZ = savedTz;
});

describe('the zone really is New York here', () => {
  it('a Beijing small hour is the previous evening on the device clock', () => {
    expect(new Date(SMALL_HOURS).getTimezoneOffset()).toBe(300);
    expect(new Date(SMALL_HOURS).getDate()).toBe(21);
  });
});

describe('durations', () => {
  it('are the usual milliseconds', () => {
    expect([SECOND_MS, MINUTE_MS, HOUR_MS, DAY_MS]).toEqual([1000, 60_000, 3_600_000, 86_400_000]);
  });
});

describe('the fans’ clock gives Beijing answers in any zone', () => {
  it('tells the Beijing day, time and stamp', () => {
    expect(beijingDate(SMALL_HOURS)).toBe('2026-11-22');
    expect(beijingDate(SMALL_HOURS, -1)).toBe('2026-11-21');
    expect(beijingDate(LATE_EVENING, 1)).toBe('2026-11-23');
    expect(beijingTime(SMALL_HOURS)).toBe('00:10');
    expect(beijingDateTime(SMALL_HOURS)).toBe('11-22 00:10');
    expect(beijingStamp(LATE_EVENING)).toBe('2026-11-22 23:50');
    expect(formatBeijing(SMALL_HOURS, 'yyyy-MM-dd HH:mm:ss EE')).toBe('2026-11-22 00:10:00 周日');
    // The plan number's day (server/features/plans/publish.ts, the content seed).
    expect(formatBeijing(SMALL_HOURS, 'yyyyMMdd')).toBe('20261122');
    expect(beijingParts(SMALL_HOURS)).toMatchObject({ year: 2026, month: 11, day: 22, weekday: 0 });
  });

  it('bounds a Beijing day at Beijing midnights', () => {
    expect(beijingDayStart('2026-11-22')).toBe(at('2026-11-22T00:00:00'));
    expect(beijingDayEnd('2026-11-22')).toBe(at('2026-11-23T00:00:00'));
    expect(beijingNoon('2026-11-22')).toBe(at('2026-11-22T12:00:00'));
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(beijingMonthStart(2026, 0)).toBe(at('2025-12-01T00:00:00'));
  });

  it('numbers Beijing days the way the list by date bounds them', () => {
    // listByDate: the asked day's index, then [start of the day, start of the next) and its date.
    const day = beijingDayIndex(beijingDayStart('2026-11-22'));
    expect(beijingDayIndex(SMALL_HOURS)).toBe(day);
    expect(beijingDayIndex(LATE_EVENING)).toBe(day);
    expect(beijingDayIndex(SMALL_HOURS - 20 * MINUTE_MS)).toBe(day - 1);
    expect(dayIndexStart(day)).toBe(at('2026-11-22T00:00:00'));
    expect(dayIndexStart(day + 1)).toBe(at('2026-11-23T00:00:00'));
    expect(dayIndexDate(day)).toBe('2026-11-22');
  });
});

describe('date2 formats in Beijing time, whatever the device’s zone', () => {
  it('shows a Beijing small hour on its Beijing day', () => {
    expect(date2(SMALL_HOURS, 'yyyy-MM-dd HH:mm')).toBe('2026-11-22 00:10');
    expect(date2(SMALL_HOURS, 'M月d日 EE')).toBe('11月22日 周日');
    expect(date2(String(SMALL_HOURS), 'HH:mm')).toBe('00:10');
    expect(date2(new Date(LATE_EVENING))).toBe('2026-11-22 23:50:00');
  });
});

describe('the rules built on the clock', () => {
  it('labels the date strip with Beijing days', () => {
    const strip = stripDays(SMALL_HOURS, 1, 1);
    expect(strip.map((d) => [d.date, d.label, d.short])).toEqual([
      ['2026-11-21', '昨天', '11/21'],
      ['2026-11-22', '今天', '11/22'],
      ['2026-11-23', '明天', '11/23'],
    ]);
    expect(stripDays(SMALL_HOURS, 2, 0)[0]!.label).toBe('周五');
  });

  it('dates tips, analysis rows and chat lines in Beijing time', () => {
    expect(publishTimeText(SMALL_HOURS, SMALL_HOURS + 2 * DAY_MS)).toBe('11-22 00:10');
    expect(shortDate(SMALL_HOURS)).toBe('26-11-22');
    expect(monthDay(SMALL_HOURS)).toBe('11-22');
    expect(mutedUntilText(SMALL_HOURS)).toBe('11月22日 00:10');
    // 23:50 and the next 00:10 are different Beijing days, though the same New York day.
    expect(messageTimeText(LATE_EVENING, LATE_EVENING + 20 * MINUTE_MS)).toBe('11月22日 23:50');
    expect(messageTimeText(SMALL_HOURS, LATE_EVENING)).toBe('00:10');
  });

  it('ages id cards and judges promotion months on Beijing dates', () => {
    expect(beijingToday(SMALL_HOURS)).toEqual({ y: 2026, m: 11, d: 22 });
    // 00:10 on 2 December in Beijing (still 1 December in New York): November is judged.
    expect(monthToJudge(at('2026-12-02T00:10:00'))).toEqual({
      key: '2026-11',
      label: '2026年11月',
      from: at('2026-11-01T00:00:00'),
      to: at('2026-12-01T00:00:00'),
    });
    expect(monthToJudge(at('2026-12-01T23:50:00'))).toBeNull();
    expect(monthToJudge(at('2027-01-02T00:00:00'))?.key).toBe('2026-12');
  });
});
