import { and, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import { FOOTBALL_STATUS as FT } from '../../../contracts/sportdata/status';
import { matches } from '../../db/schema';

const HOUR = 3_600_000;
/** A match still in play started at most this long ago (extra time, long basketball overtimes). */
export const LONGEST_MATCH_MS = 5 * HOUR;

const FOOTBALL_IN_PLAY = [FT.inPlay, FT.firstHalf, FT.secondHalf, FT.extraTime, FT.halfTime];

/**
 * Matches in play at `now` (server time): kicked off within LONGEST_MATCH_MS, in a playing status
 * (football's periods and half-time; basketball's quarters, overtimes and half-time, all ≥ 1).
 */
export function inPlayAt(now: number): SQL | undefined {
  return and(
    gte(matches.matchTime, new Date(now - LONGEST_MATCH_MS)),
    lt(matches.matchTime, new Date(now + HOUR)),
    or(
      and(eq(matches.sport, 1), inArray(matches.status, FOOTBALL_IN_PLAY)),
      and(eq(matches.sport, 2), gte(matches.status, 1)),
    ),
  );
}
