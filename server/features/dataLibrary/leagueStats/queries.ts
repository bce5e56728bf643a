import { and, eq, gte, inArray, lte, notInArray, or } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { leagues, matches, odds, oddsProviders } from '../../../db/schema';
import { GatewayError } from '../../../platform/gateway/errors';
import { COMMON_REFUSAL_CODES } from '../../../../contracts/refusals';
import { BASKETBALL_STATUS, FOOTBALL_STATUS, NOT_STARTED, SPORT } from '../../../../domain/sport';
import type { LeagueSeason } from '../seasons';
import type { Appearance } from './backToBack';

/** The odds company a handicap statistic reads; an id the world has none of is a 404. */
export async function loadProvider(
  db: Database,
  providerId: number,
): Promise<{ providerId: number; name: string }> {
  const [row] = await db
    .select({ providerId: oddsProviders.id, name: oddsProviders.name })
    .from(oddsProviders)
    .where(eq(oddsProviders.id, providerId))
    .limit(1);
  if (!row) throw new GatewayError(404, COMMON_REFUSAL_CODES.providerNotFound, '赔率公司不存在');
  return row;
}

/**
 * The provider's opening Asian line (the home side's) of each match of the season it priced. Odds
 * are written for the days around the present, so an older match has none.
 */
export async function openingLines(
  db: Database,
  of: LeagueSeason,
  providerId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ matchId: odds.matchId, opening: odds.opening })
    .from(odds)
    .innerJoin(matches, eq(matches.id, odds.matchId))
    .where(
      and(
        eq(matches.leagueId, of.league.id),
        eq(matches.season, of.season),
        eq(odds.providerId, providerId),
        eq(odds.type, 'asia'),
      ),
    );
  return new Map(rows.map((r) => [r.matchId, r.opening[1]]));
}

/** Statuses of a match that never kicked off: it gave nobody any rest to count from. */
const NEVER_PLAYED: Record<number, number[]> = {
  [SPORT.football]: [NOT_STARTED, FOOTBALL_STATUS.postponed],
  [SPORT.basketball]: [
    NOT_STARTED,
    BASKETBALL_STATUS.toBeDecided,
    BASKETBALL_STATUS.cancelled,
    BASKETBALL_STATUS.postponed,
  ],
};

/**
 * Every kick-off of the clubs between `from` and `to`, in any competition of the sport: what a
 * club's rest before a game is measured from.
 */
export async function clubKickOffs(
  db: Database,
  sport: number,
  teamIds: readonly number[],
  from: number,
  to: number,
): Promise<Appearance[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .select({
      matchId: matches.id,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      matchTime: matches.matchTime,
    })
    .from(matches)
    .where(
      and(
        eq(matches.sport, sport),
        or(inArray(matches.homeTeamId, [...teamIds]), inArray(matches.awayTeamId, [...teamIds])),
        gte(matches.matchTime, new Date(from)),
        lte(matches.matchTime, new Date(to)),
        notInArray(matches.status, NEVER_PLAYED[sport] ?? [NOT_STARTED]),
      ),
    );
  return rows.flatMap((r) => [
    { teamId: r.homeTeamId, matchId: r.matchId, matchTime: r.matchTime.getTime() },
    { teamId: r.awayTeamId, matchId: r.matchId, matchTime: r.matchTime.getTime() },
  ]);
}

/** What a basketball box score is told from beyond the season's rows: periods and quarter length. */
export async function bkBoxInputs(
  db: Database,
  leagueId: number,
  matchIds: readonly number[],
): Promise<{ quarterMinutes: number | null; periods: Map<number, Array<[number, number]>> }> {
  const [league] = await db
    .select({ quarterMinutes: leagues.quarterMinutes })
    .from(leagues)
    .where(eq(leagues.id, leagueId))
    .limit(1);
  const periods = new Map<number, Array<[number, number]>>();
  // In slices, so a long season's ids stay well under the bind parameters a statement may carry.
  for (let i = 0; i < matchIds.length; i += 1000) {
    const rows = await db
      .select({ matchId: matches.id, periodScores: matches.periodScores })
      .from(matches)
      .where(inArray(matches.id, matchIds.slice(i, i + 1000)));
    for (const r of rows) periods.set(r.matchId, r.periodScores);
  }
  return { quarterMinutes: league?.quarterMinutes ?? null, periods };
}
