// Pins the date2 pipe (src/shared/format/date2.ts, product-spec §9): every pattern letter, padding, 12-hour time, Chinese weekdays, literals and bad input.
import { describe, expect, it } from 'vitest';
import { date2 } from '@shared/format';

/** Milliseconds of a Beijing wall-clock time (tests run with TZ=Asia/Shanghai). */
const at = (iso: string) => new Date(`${iso}+08:00`).getTime();

// Sunday 2026-11-22 09:05:03.007, Beijing.
const SUNDAY = at('2026-11-22T09:05:03.007');
// Wednesday 2009-03-04 23:45:59.450, Beijing: single-digit month and day, late evening.
const WEDNESDAY = at('2009-03-04T23:45:59.450');

describe('date2 pattern letters', () => {
  it.each([
    ['yyyy', '2026'],
    ['yy', '26'],
    ['y', '6'],
    ['M', '11'],
    ['MM', '11'],
    ['d', '22'],
    ['dd', '22'],
    ['h', '9'],
    ['hh', '09'],
    ['H', '9'],
    ['HH', '09'],
    ['m', '5'],
    ['mm', '05'],
    ['s', '3'],
    ['ss', '03'],
    ['q', '4'],
    ['S', '007'],
    ['SSS', '007'],
    ['E', '日'],
    ['EE', '周日'],
    ['EEE', '星期日'],
  ])('Sunday 2026-11-22 09:05:03.007 with %s → %s', (pattern, expected) => {
    expect(date2(SUNDAY, pattern)).toBe(expected);
  });

  it.each([
    ['yyyy', '2009'],
    ['yy', '09'],
    ['y', '9'],
    ['M', '3'],
    ['MM', '03'],
    ['d', '4'],
    ['dd', '04'],
    ['h', '11'],
    ['hh', '11'],
    ['H', '23'],
    ['HH', '23'],
    ['m', '45'],
    ['mm', '45'],
    ['s', '59'],
    ['ss', '59'],
    ['q', '1'],
    ['S', '450'],
    ['E', '三'],
    ['EE', '周三'],
    ['EEE', '星期三'],
  ])('Wednesday 2009-03-04 23:45:59.450 with %s → %s', (pattern, expected) => {
    expect(date2(WEDNESDAY, pattern)).toBe(expected);
  });
});

describe('date2 hours', () => {
  it.each([
    ['00:30', '12', '12', '0', '00'],
    ['01:00', '1', '01', '1', '01'],
    ['11:59', '11', '11', '11', '11'],
    ['12:00', '12', '12', '12', '12'],
    ['13:05', '1', '01', '13', '13'],
    ['23:00', '11', '11', '23', '23'],
  ])('%s → h %s, hh %s, H %s, HH %s', (time, h, hh, H, HH) => {
    const ms = at(`2026-11-22T${time}:00`);
    expect([date2(ms, 'h'), date2(ms, 'hh'), date2(ms, 'H'), date2(ms, 'HH')]).toEqual([
      h,
      hh,
      H,
      HH,
    ]);
  });
});

describe('date2 quarters and milliseconds', () => {
  it.each([
    ['01-01', '1'],
    ['03-31', '1'],
    ['04-01', '2'],
    ['06-30', '2'],
    ['07-01', '3'],
    ['09-30', '3'],
    ['10-01', '4'],
    ['12-31', '4'],
  ])('2026-%s is in quarter %s', (day, quarter) => {
    expect(date2(at(`2026-${day}T12:00:00`), 'q')).toBe(quarter);
  });

  it.each([
    ['000', '000'],
    ['007', '007'],
    ['045', '045'],
    ['999', '999'],
  ])('milliseconds .%s → S %s (always three digits)', (ms, expected) => {
    expect(date2(at(`2026-11-22T09:05:03.${ms}`), 'S')).toBe(expected);
  });
});

describe('date2 weekdays', () => {
  it.each([
    ['2026-11-22', '日', '周日', '星期日'],
    ['2026-11-23', '一', '周一', '星期一'],
    ['2026-11-24', '二', '周二', '星期二'],
    ['2026-11-25', '三', '周三', '星期三'],
    ['2026-11-26', '四', '周四', '星期四'],
    ['2026-11-27', '五', '周五', '星期五'],
    ['2026-11-28', '六', '周六', '星期六'],
  ])('%s → E %s, EE %s, EEE %s', (day, e, ee, eee) => {
    const ms = at(`${day}T10:00:00`);
    expect(date2(ms, 'E')).toBe(e);
    expect(date2(ms, 'EE')).toBe(ee);
    expect(date2(ms, 'EEE')).toBe(eee);
  });

  it('reads the day in Beijing time, not UTC', () => {
    // 01:00 Monday in Beijing is still Sunday in UTC.
    const earlyMonday = at('2026-11-23T01:00:00');
    expect(date2(earlyMonday, 'yyyy-MM-dd EEE HH')).toBe('2026-11-23 星期一 01');
  });
});

describe('date2 whole patterns', () => {
  it('uses yyyy-MM-dd HH:mm:ss by default', () => {
    expect(date2(SUNDAY)).toBe('2026-11-22 09:05:03');
    expect(date2(WEDNESDAY)).toBe('2009-03-04 23:45:59');
  });

  it('keeps literal text between the letters', () => {
    expect(date2(SUNDAY, 'yyyy年MM月dd日 EE HH:mm')).toBe('2026年11月22日 周日 09:05');
    expect(date2(SUNDAY, 'M/d at h:mm')).toBe('11/22 at 9:05');
    expect(date2(SUNDAY, '第q季度 [HH] 比赛开始')).toBe('第4季度 [09] 比赛开始');
    expect(date2(SUNDAY, 'HH:mm:ss.S')).toBe('09:05:03.007');
  });

  it('gives a pattern without letters back as it is', () => {
    expect(date2(SUNDAY, '—')).toBe('—');
    expect(date2(SUNDAY, '')).toBe('');
  });
});

describe('date2 input', () => {
  it('accepts a numeric string the same as the number', () => {
    expect(date2(String(SUNDAY), 'yyyy-MM-dd HH:mm:ss.S')).toBe('2026-11-22 09:05:03.007');
    expect(date2(String(SUNDAY))).toBe(date2(SUNDAY));
  });

  it('accepts a Date', () => {
    expect(date2(new Date(SUNDAY), 'yyyy-MM-dd EEE')).toBe('2026-11-22 星期日');
  });

  it('formats timestamp 0 as the epoch in Beijing time', () => {
    expect(date2(0)).toBe('1970-01-01 08:00:00');
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['text', 'not a date'],
    ['NaN', Number.NaN],
    ['an invalid Date', new Date('nonsense')],
  ])('gives empty text for %s', (_label, value) => {
    expect(date2(value)).toBe('');
    expect(date2(value, 'yyyy')).toBe('');
  });
});
