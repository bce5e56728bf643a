import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AWARD_KIND, type MatchPacketRounds } from '../../../contracts/redPacket';
import { COMMON_REFUSAL_CODES } from '../../../contracts/refusals';
import type { Database } from '../../db/database';
import { leagues, matches, redPacketJoins, redPacketRounds, teams } from '../../db/schema';
import { done, refused, type Outcome, type Refusal } from '../../platform/refusals';
import { FINAL_STATUSES, NOT_STARTED, SPORT } from '../../../domain/sport';
import { awardOf } from './service';

// match-packet/packet (issue 37 §3; docs/decisions/expert-pages.md): a match's red-packet rounds,
// each with how many fans joined and won and this fan's own part, read from the rounds and joins the
// rain wrote — nothing kept apart.

const homeTeam = alias(teams, 'packet_home');
const awayTeam = alias(teams, 'packet_away');

export const PacketRefusals = {
  matchNotFound: { status: 404, code: COMMON_REFUSAL_CODES.matchNotFound, msg: '比赛不存在' },
} as const satisfies Record<string, Refusal>;

const isOver = (sport: number, status: number) =>
  (
    FINAL_STATUSES[
      sport === SPORT.basketball ? SPORT.basketball : SPORT.football
    ] as readonly number[]
  ).includes(status);

/** GET /api/hd/match/redPacket/rounds {matchId}: the rounds newest first, the next goal's round. */
export async function matchRounds(
  db: Database,
  matchId: number,
  userId: number | null,
  now: number,
): Promise<Outcome<MatchPacketRounds>> {
  const [match] = await db
    .select({
      sport: matches.sport,
      leagueName: leagues.shortName,
      homeName: homeTeam.name,
      awayName: awayTeam.name,
      matchTime: matches.matchTime,
      status: matches.status,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      redStatus: matches.redStatus,
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(eq(matches.id, matchId));
  if (!match) return refused(PacketRefusals.matchNotFound);
  const rounds = await db
    .select()
    .from(redPacketRounds)
    .where(eq(redPacketRounds.matchId, matchId))
    .orderBy(desc(redPacketRounds.goalCount));
  const ids = rounds.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({
          roundId: redPacketJoins.roundId,
          joiners: sql<number>`count(*)::int`,
          winners: sql<number>`count(*) filter (where ${redPacketJoins.awardKind} > ${AWARD_KIND.empty})::int`,
        })
        .from(redPacketJoins)
        .where(inArray(redPacketJoins.roundId, ids))
        .groupBy(redPacketJoins.roundId)
    : [];
  const mine =
    ids.length && userId !== null
      ? await db
          .select()
          .from(redPacketJoins)
          .where(and(inArray(redPacketJoins.roundId, ids), eq(redPacketJoins.userId, userId)))
      : [];
  const countOf = new Map(counts.map((c) => [c.roundId, c]));
  const mineOf = new Map(mine.map((j) => [j.roundId, j]));
  const over = isOver(match.sport, match.status);
  const active = match.redStatus === 1;
  const goals = match.homeScore + match.awayScore;
  return done({
    matchId,
    sport: match.sport,
    leagueName: match.leagueName,
    homeName: match.homeName,
    awayName: match.awayName,
    matchTime: match.matchTime.getTime(),
    status: match.status,
    homeScore: match.status === NOT_STARTED ? null : match.homeScore,
    awayScore: match.status === NOT_STARTED ? null : match.awayScore,
    active,
    over,
    // The next goal opens the next round; the newest round's goal count is the goals scored so far
    // (a round opens on every goal while the packet is active).
    nextGoalCount: active && !over ? Math.max(goals, rounds[0]?.goalCount ?? 0) + 1 : null,
    login: userId !== null,
    rounds: rounds.map((r) => {
      const join = mineOf.get(r.id) ?? null;
      const count = countOf.get(r.id);
      return {
        goalCount: r.goalCount,
        openedAt: r.openedAt.getTime(),
        closesAt: r.closesAt.getTime(),
        open: now >= r.openedAt.getTime() && now < r.closesAt.getTime(),
        joiners: Number(count?.joiners ?? 0),
        winners: Number(count?.winners ?? 0),
        mine: join ? { joinedAt: join.joinedAt.getTime(), award: awardOf(join) } : null,
      };
    }),
  });
}
