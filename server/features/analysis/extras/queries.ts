import { and, asc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { leagues, matchEvents, matches, odds, standings, teams } from '../../../db/schema';

/** The kinds of event that send a player off: he misses his team's next match. */
export const SENDING_OFF_KINDS = ['red', 'second_yellow'] as const;

/**
 * How many matches of a team match the conditions, home and away counted apart so each count walks
 * its own index (matches(home_team_id, match_time), matches(away_team_id, match_time)).
 */
export async function countTeamMatches(
  db: Database,
  teamId: number,
  q: { before?: Date; after?: Date; status?: number; opponentId?: number },
): Promise<number> {
  const counts = await Promise.all(
    (['home', 'away'] as const).map(async (side) => {
      const own = side === 'home' ? matches.homeTeamId : matches.awayTeamId;
      const other = side === 'home' ? matches.awayTeamId : matches.homeTeamId;
      const conditions: Array<SQL | undefined> = [
        eq(own, teamId),
        q.opponentId !== undefined ? eq(other, q.opponentId) : undefined,
        q.status !== undefined ? eq(matches.status, q.status) : undefined,
        q.before ? lt(matches.matchTime, q.before) : undefined,
        q.after ? gt(matches.matchTime, q.after) : undefined,
      ];
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(matches)
        .where(and(...conditions));
      return row?.n ?? 0;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/**
 * The total line of a match's big-small odds as it opened, from the company of the lowest id that
 * prices it (the crown provider, 0, when it does): the opening line, so the tips built on it do not
 * move with the in-play odds. Null when no company prices the match.
 */
export async function openingTotalLine(db: Database, matchId: number): Promise<number | null> {
  const [row] = await db
    .select({ opening: odds.opening })
    .from(odds)
    .where(and(eq(odds.matchId, matchId), eq(odds.type, 'bigsmall')))
    .orderBy(asc(odds.providerId))
    .limit(1);
  return row ? row.opening[1] : null;
}

/** The players of one side sent off in a match, in the order it happened. */
export async function sentOff(db: Database, matchId: number, side: 1 | 2) {
  return db
    .select({ player: matchEvents.player, kind: matchEvents.kind })
    .from(matchEvents)
    .where(
      and(
        eq(matchEvents.matchId, matchId),
        eq(matchEvents.side, side),
        inArray(matchEvents.kind, [...SENDING_OFF_KINDS]),
      ),
    )
    .orderBy(asc(matchEvents.happenedAt), asc(matchEvents.id));
}

/** A team's row in its own league's table, with the number of rows; null when it has none. */
export async function ownStanding(db: Database, teamId: number) {
  const [row] = await db
    .select({
      rank: standings.rank,
      played: standings.played,
      points: standings.points,
      leagueId: standings.leagueId,
      leagueName: leagues.name,
      teamCount: sql<number>`(select count(*)::int from ${standings} s where s.league_id = ${standings.leagueId})`,
    })
    .from(teams)
    .innerJoin(
      standings,
      and(eq(standings.teamId, teams.id), eq(standings.leagueId, teams.leagueId)),
    )
    .innerJoin(leagues, eq(leagues.id, standings.leagueId))
    .where(eq(teams.id, teamId))
    .limit(1);
  return row ?? null;
}
export type OwnStanding = NonNullable<Awaited<ReturnType<typeof ownStanding>>>;

/** Rows of a league's table. */
export async function tableSize(db: Database, leagueId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(standings)
    .where(eq(standings.leagueId, leagueId));
  return row?.n ?? 0;
}

/** A team with its own league (the league its table lives in). */
export async function teamWithLeague(db: Database, teamId: number) {
  const [row] = await db
    .select({
      teamId: teams.id,
      teamName: teams.name,
      teamLogo: teams.logo,
      leagueId: leagues.id,
      leagueName: leagues.name,
      leagueKind: leagues.kind,
      season: leagues.season,
    })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(eq(teams.id, teamId))
    .limit(1);
  return row ?? null;
}

/** A league's table as the standings hold it, in rank order, with each club's name and logo. */
export function leagueTable(db: Database, leagueId: number) {
  return db
    .select({
      rank: standings.rank,
      teamId: standings.teamId,
      teamName: teams.name,
      teamLogo: teams.logo,
      played: standings.played,
      won: standings.won,
      drawn: standings.drawn,
      lost: standings.lost,
      goalsFor: standings.goalsFor,
      goalsAgainst: standings.goalsAgainst,
      points: standings.points,
    })
    .from(standings)
    .innerJoin(teams, eq(teams.id, standings.teamId))
    .where(eq(standings.leagueId, leagueId))
    .orderBy(asc(standings.rank), asc(standings.teamId));
}
export type LeagueTableRow = Awaited<ReturnType<typeof leagueTable>>[number];
