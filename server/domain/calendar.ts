import { beijingParts, dayIndexStart } from '../../domain/time';

/**
 * The seed's and the simulator's calendar. Days are Beijing calendar days numbered from the epoch
 * (domain/time's beijingDayIndex / dayIndexStart: the fans' "today").
 */

/** How far the generated schedule reaches: today and three days either side (issue 3 §2). */
export const WINDOW_DAYS = 3;

/** Day numbers count from 20000 in match ids (2024-10-04), keeping ids within 32 bits until 2083. */
export const ID_DAY_BASE = 20_000;

/** A match id that tells its day and league: (day − base) × 100000 + league × 100 + n. */
export function matchIdOf(day: number, leagueId: number, n: number): number {
  return (day - ID_DAY_BASE) * 100_000 + leagueId * 100 + n;
}

export function dayOfMatchId(id: number): number {
  return Math.floor(id / 100_000) + ID_DAY_BASE;
}

export const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

export function weekdayOf(day: number): (typeof WEEKDAYS)[number] {
  // Day 0 (1970-01-01) was a Thursday.
  return WEEKDAYS[(day + 4) % 7] ?? '周日';
}

/** The Beijing calendar month of a day, 1–12. */
export function monthOfDay(day: number): number {
  return beijingParts(dayIndexStart(day)).month;
}
