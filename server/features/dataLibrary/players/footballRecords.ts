import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { matchEvents, matches } from '../../../db/schema';
import { FOOTBALL_STATUS } from '../../../../domain/sport';
import type { FootballEvent, FootballMatchRecord } from './footballFold';

/** What a player's records count: goals and assists, cards, and substitutions for appearances. */
const PLAYER_KINDS = [
  'goal',
  'penalty',
  'own_goal',
  'penalty_missed',
  'yellow',
  'second_yellow',
  'red',
  'substitution',
];

export interface RecordsQuery {
  leagueId: number;
  seasons: readonly string[];
  /** One club's matches only. */
  teamId?: number;
}

/**
 * The finished matches of a competition's seasons, oldest first, each with the events its players'
 * figures are counted from (none for a match the world keeps by its score only).
 */
export async function footballRecords(
  db: Database,
  q: RecordsQuery,
): Promise<FootballMatchRecord[]> {
  if (q.seasons.length === 0) return [];
  const rows = await db
    .select({
      matchId: matches.id,
      season: matches.season,
      matchTime: matches.matchTime,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      penalties: matches.homePenaltyScore,
    })
    .from(matches)
    .where(
      and(
        eq(matches.leagueId, q.leagueId),
        inArray(matches.season, [...q.seasons]),
        eq(matches.status, FOOTBALL_STATUS.finished),
        q.teamId === undefined
          ? sql`true`
          : or(eq(matches.homeTeamId, q.teamId), eq(matches.awayTeamId, q.teamId)),
      ),
    )
    .orderBy(asc(matches.matchTime), asc(matches.id));
  if (rows.length === 0) return [];
  const events = await db
    .select({
      matchId: matchEvents.matchId,
      kind: matchEvents.kind,
      side: matchEvents.side,
      minute: matchEvents.minute,
      player: matchEvents.player,
      detail: matchEvents.detail,
    })
    .from(matchEvents)
    .where(
      and(
        inArray(
          matchEvents.matchId,
          rows.map((r) => r.matchId),
        ),
        inArray(matchEvents.kind, PLAYER_KINDS),
      ),
    )
    .orderBy(asc(matchEvents.matchId), asc(matchEvents.happenedAt), asc(matchEvents.id));
  const byMatch = new Map<number, FootballEvent[]>();
  for (const { matchId, ...e } of events) {
    const list = byMatch.get(matchId);
    if (list) list.push(e);
    else byMatch.set(matchId, [e]);
  }
  return rows.map(({ penalties, ...r }) => ({
    ...r,
    matchTime: r.matchTime.getTime(),
    shootout: penalties !== null,
    events: byMatch.get(r.matchId) ?? [],
  }));
}
