import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { leagues, matches, standings, teams } from '../../db/schema';
import { BASKETBALL_STATUS, FOOTBALL_STATUS, SPORT } from '../../../domain/sport';

/** A team's line in a table. */
export interface TableLine {
  teamId: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
  homeWon: number;
  awayWon: number;
}

/** A finished game as a table counts it. */
export interface TableGame {
  home: number;
  away: number;
  hs: number;
  as: number;
}

/** Which games of each club a table counts: all of them, its home games or its away games. */
export type TableVenue = 'all' | 'home' | 'away';

/**
 * The finished games of a league's current season, newest first — those of `teamIds` only when
 * given: what its table counts, and what a team's home and away records are read from.
 */
export function seasonGames(
  db: Database,
  leagueId: number,
  finishedStatus: number,
  teamIds?: readonly number[],
) {
  const ofTeams = teamIds?.flatMap((id) => [
    eq(matches.homeTeamId, id),
    eq(matches.awayTeamId, id),
  ]);
  return db
    .select({
      home: matches.homeTeamId,
      away: matches.awayTeamId,
      hs: matches.homeScore,
      as: matches.awayScore,
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .where(
      and(
        eq(matches.leagueId, leagueId),
        eq(matches.status, finishedStatus),
        eq(matches.season, leagues.season),
        ofTeams && or(...ofTeams),
      ),
    )
    .orderBy(desc(matches.matchTime), desc(matches.id));
}

/**
 * Rebuilds a league's table from its finished matches of the league's current season (meetings of
 * past seasons are head-to-head history, not this table): 3/1/0 points and goal difference in
 * football; wins and win rate in basketball. Runs at seed and whenever a match of it finishes.
 * A shoot-out never touches a table: only cup ties go to penalties, and cups have none.
 */
export async function recomputeStandings(
  db: Database,
  leagueId: number,
  sport: number,
): Promise<void> {
  const finished =
    sport === SPORT.basketball ? BASKETBALL_STATUS.finished : FOOTBALL_STATUS.finished;
  const rows = await seasonGames(db, leagueId, finished);
  // Every club of the league has a line, in id order on equal records, even before its first game.
  const clubs = await db
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.leagueId, leagueId))
    .orderBy(asc(teams.id));
  const ordered = tableLines(
    rows,
    clubs.map((c) => c.id),
    sport,
  );
  const values = ordered.map((l, i) => ({ leagueId, rank: i + 1, ...l }));
  if (values.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.delete(standings).where(
      and(
        eq(standings.leagueId, leagueId),
        inArray(
          standings.teamId,
          values.map((v) => v.teamId),
        ),
      ),
    );
    await tx.insert(standings).values(values);
  });
}

/**
 * A table over `games`, ordered as it ranks: 3/1/0 points, then goal difference, then goals in
 * football; win rate, then wins in basketball (2 points a win, 1 a loss). `clubIds` (in id order)
 * each have a line even without a game, and keep that order on equal records. `venue` counts only
 * each club's home or away games: the home and away tables of the point-rank calls.
 */
export function tableLines(
  games: readonly TableGame[],
  clubIds: readonly number[],
  sport: number,
  venue: TableVenue = 'all',
): TableLine[] {
  const table = new Map<number, TableLine>();
  const line = (teamId: number): TableLine => {
    let l = table.get(teamId);
    if (!l) {
      l = {
        teamId,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        points: 0,
        homeWon: 0,
        awayWon: 0,
      };
      table.set(teamId, l);
    }
    return l;
  };
  for (const id of clubIds) line(id);
  for (const r of games) {
    if (venue !== 'away') {
      const home = line(r.home);
      home.played++;
      home.goalsFor += r.hs;
      home.goalsAgainst += r.as;
      if (r.hs > r.as) {
        home.won++;
        home.homeWon++;
      } else if (r.hs < r.as) home.lost++;
      else home.drawn++;
    }
    if (venue !== 'home') {
      const away = line(r.away);
      away.played++;
      away.goalsFor += r.as;
      away.goalsAgainst += r.hs;
      if (r.as > r.hs) {
        away.won++;
        away.awayWon++;
      } else if (r.as < r.hs) away.lost++;
      else away.drawn++;
    }
  }
  for (const l of table.values())
    l.points = sport === SPORT.basketball ? l.won * 2 + l.lost : l.won * 3 + l.drawn;
  return [...table.values()].sort((a, b) =>
    sport === SPORT.basketball
      ? b.won / Math.max(1, b.played) - a.won / Math.max(1, a.played) || b.won - a.won
      : b.points - a.points ||
        b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
        b.goalsFor - a.goalsFor,
  );
}
