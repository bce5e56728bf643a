import { and, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import { BASKETBALL_STATUS as BK, FOOTBALL_IN_PLAY, SPORT } from '../../../domain/sport';
import { matches } from '../../db/schema';
import { HOUR_MS } from '../../../domain/time';

/** A match still in play started at most this long ago (extra time, long basketball overtimes). */
export const LONGEST_MATCH_MS = 5 * HOUR_MS;

/**
 * Matches in play at `now` (server time): kicked off within LONGEST_MATCH_MS, in a playing status
 * (football's periods and half-time; basketball's quarters, overtimes and half-time, all ≥ 1).
 */
export function inPlayAt(now: number): SQL | undefined {
  return and(
    gte(matches.matchTime, new Date(now - LONGEST_MATCH_MS)),
    lt(matches.matchTime, new Date(now + HOUR_MS)),
    or(
      and(eq(matches.sport, SPORT.football), inArray(matches.status, [...FOOTBALL_IN_PLAY])),
      and(eq(matches.sport, SPORT.basketball), gte(matches.status, BK.firstQuarter)),
    ),
  );
}
