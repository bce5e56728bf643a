import { and, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OLD_LOTTERY_GAME_ID } from '../../../contracts/lottery';
import { SPORT } from '../../../domain/sport';
import type { Database } from '../../db/database';
import { leagues, matchEvents, matches, teams } from '../../db/schema';
import type { Candidate } from './issues';

const home = alias(teams, 'home_team');
const away = alias(teams, 'away_team');

/** A tab-401 football match as the lottery shows it. */
export interface LotteryRow extends Candidate {
  leagueName: string;
  homeTeamName: string;
  awayTeamName: string;
  homeScore: number;
  awayScore: number;
}

/** The football matches of game tab 401 kicking off in [from, to), in kick-off order. */
export async function lotteryMatchesBetween(
  db: Database,
  from: number,
  to: number,
): Promise<LotteryRow[]> {
  const rows = await db
    .select({
      id: matches.id,
      matchTime: matches.matchTime,
      status: matches.status,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      leagueName: leagues.shortName,
      homeTeamName: home.name,
      awayTeamName: away.name,
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(
      and(
        // The (sport, match_time) index narrows to the range; the tab is checked on those rows.
        eq(matches.sport, SPORT.football),
        gte(matches.matchTime, new Date(from)),
        lt(matches.matchTime, new Date(to)),
        sql`${matches.gameTabs} @> ${JSON.stringify([OLD_LOTTERY_GAME_ID])}::jsonb`,
      ),
    )
    .orderBy(matches.matchTime, matches.id);
  return rows.map((r) => ({ ...r, matchTime: r.matchTime.getTime() }));
}

/** Kinds of match_events that are goals (the simulator's own words for them). */
const GOAL_KINDS = ['goal', 'penalty', 'own_goal'];

/**
 * Goals after the 90th minute by match, [home, away]: extra time, which the lottery does not count
 * (a stoppage-time goal is written as minute 90 with its extra minutes, so it stays in).
 */
export async function extraTimeGoals(
  db: Database,
  matchIds: readonly number[],
): Promise<Map<number, [number, number]>> {
  const goals = new Map<number, [number, number]>();
  if (matchIds.length === 0) return goals;
  const rows = await db
    .select({
      matchId: matchEvents.matchId,
      side: matchEvents.side,
      n: sql<number>`count(*)::int`,
    })
    .from(matchEvents)
    .where(
      and(
        inArray(matchEvents.matchId, [...matchIds]),
        inArray(matchEvents.kind, GOAL_KINDS),
        gt(matchEvents.minute, 90),
      ),
    )
    .groupBy(matchEvents.matchId, matchEvents.side);
  for (const row of rows) {
    const pair = goals.get(row.matchId) ?? [0, 0];
    if (row.side === 1) pair[0] += row.n;
    else if (row.side === 2) pair[1] += row.n;
    goals.set(row.matchId, pair);
  }
  return goals;
}
