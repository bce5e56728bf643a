import { LEAGUES } from './catalogue';

/**
 * Seasons as calendar facts for the players' world data (profiles, transfers, careers): when a
 * league's season begins, the season n before another, a civil date n days from another, an age on
 * a day. Dates are civil 'YYYY-MM-DD' strings, the same in every time zone.
 */

/** The league a season belongs to: its id (for its months in the catalogue) and season name. */
export interface SeasonOf {
  leagueId: number;
  season: string;
}

/** "2026-2027" → "2025-2026" and "2026" → "2025" for n = 1: the season n before. */
export function seasonBack(season: string, n: number): string {
  return season.replace(/\d{4}/g, (year) => String(Number(year) - n));
}

/**
 * The first day of a season: the first of its league's first month in the season's first year
 * (the catalogue's months). A league the catalogue does not hold plays a European calendar when its
 * season spans two years (from August) and a calendar year otherwise (from March).
 */
export function seasonStart({ leagueId, season }: SeasonOf): string {
  const year = Number(season.slice(0, 4));
  const first = LEAGUES.find((l) => l.id === leagueId)?.months[0] ?? (season.includes('-') ? 8 : 3);
  return civilDate(Date.UTC(year, first - 1, 1));
}

/** The civil date of a UTC instant at midnight: 'YYYY-MM-DD'. */
export function civilDate(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

/** UTC midnight of a civil date. */
export function civilMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** The civil date `days` after (or before, when negative) another. */
export function addDays(date: string, days: number): string {
  return civilDate(civilMs(date) + days * 86_400_000);
}

/** Whole years from a birth date to a day: 2000-06-15 is 25 on 2026-06-14 and 26 on 2026-06-15. */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}
