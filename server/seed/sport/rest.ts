import type { Fixture } from './schedule';
import { HOUR_MS } from '../../../domain/time';

/**
 * The least time between two kick-offs of one club, by sport (docs/decisions/calendar.md). Football:
 * 48 hours, the least any real calendar asks of a club (a club's match days are three days apart,
 * and one day's kick-offs fall within 24 hours, so the calendar keeps it by construction).
 * Basketball: one game a day — the NBA's back-to-backs, 20 hours apart at the least, are real and
 * flagged (product-spec §4), two games in one day never are.
 */
export const MIN_REST_MS: Record<1 | 2, number> = { 1: 48 * HOUR_MS, 2: 20 * HOUR_MS };

/** Whether `fixture`, kicking off at `at`, keeps its clubs' rest from every other fixture given. */
export function keepsRest(fixture: Fixture, at: number, others: readonly Fixture[]): boolean {
  const clubs = [fixture.homeTeamId, fixture.awayTeamId];
  return others.every(
    (o) =>
      o.id === fixture.id ||
      o.sport !== fixture.sport ||
      !(clubs.includes(o.homeTeamId) || clubs.includes(o.awayTeamId)) ||
      Math.abs(o.matchTime - at) >= MIN_REST_MS[fixture.sport],
  );
}
