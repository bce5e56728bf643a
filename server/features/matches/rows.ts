import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  LiveScore,
  MatchEvent,
  MatchItem,
  MatchOdds,
} from '../../../contracts/sportdata/matches';
import type { Database } from '../../db/database';
import type { matchEvents } from '../../db/schema';
import { leagues, matches, odds, standings, teams } from '../../db/schema';

const home = alias(teams, 'home_team');
const away = alias(teams, 'away_team');
const homeStanding = alias(standings, 'home_standing');
const awayStanding = alias(standings, 'away_standing');

/** Only the columns a live score reads: the polls ask for hundreds of matches at a time. */
export const liveScoreColumns = {
  id: matches.id,
  status: matches.status,
  minute: matches.minute,
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
  homeHalfScore: matches.homeHalfScore,
  awayHalfScore: matches.awayHalfScore,
  homePenaltyScore: matches.homePenaltyScore,
  awayPenaltyScore: matches.awayPenaltyScore,
  homeRed: matches.homeRed,
  awayRed: matches.awayRed,
  homeYellow: matches.homeYellow,
  awayYellow: matches.awayYellow,
  homeCorner: matches.homeCorner,
  awayCorner: matches.awayCorner,
  periodScores: matches.periodScores,
  updatedAt: matches.updatedAt,
  version: matches.version,
};

type LiveScoreRow = { [K in keyof typeof liveScoreColumns]: (typeof matches.$inferSelect)[K] };

export function liveScoreOf(m: LiveScoreRow): LiveScore {
  return {
    matchId: m.id,
    matchStatus: m.status,
    matchStartedMinutes: m.minute,
    homeScore: m.homeScore,
    awayScore: m.awayScore,
    homeHalfScore: m.homeHalfScore,
    awayHalfScore: m.awayHalfScore,
    homePenaltyScore: m.homePenaltyScore,
    awayPenaltyScore: m.awayPenaltyScore,
    homeRed: m.homeRed,
    awayRed: m.awayRed,
    homeYellow: m.homeYellow,
    awayYellow: m.awayYellow,
    homeCorner: m.homeCorner,
    awayCorner: m.awayCorner,
    periodScores: m.periodScores,
    updatedAt: m.updatedAt.getTime(),
    version: m.version,
  };
}

/** One event row as the wire carries it. */
export function eventOf(e: typeof matchEvents.$inferSelect): MatchEvent {
  return {
    id: e.id,
    matchId: e.matchId,
    kind: e.kind,
    side: e.side,
    minute: e.minute,
    extraMinute: e.extraMinute,
    second: e.second,
    player: e.player,
    detail: e.detail,
    happenedAt: e.happenedAt.getTime(),
  };
}

/** Matches with their league, teams and table ranks, as list items (odds added separately). */
export async function selectMatchItems(db: Database, where: SQL | undefined): Promise<MatchItem[]> {
  const rows = await db
    .select({
      m: matches,
      l: leagues,
      h: home,
      a: away,
      hr: homeStanding.rank,
      ar: awayStanding.rank,
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .leftJoin(
      homeStanding,
      and(eq(homeStanding.teamId, home.id), eq(homeStanding.leagueId, home.leagueId)),
    )
    .leftJoin(
      awayStanding,
      and(eq(awayStanding.teamId, away.id), eq(awayStanding.leagueId, away.leagueId)),
    )
    .where(where)
    .orderBy(matches.matchTime, matches.id);
  return rows.map(({ m, l, h, a, hr, ar }) => ({
    ...liveScoreOf(m),
    qtMatchId: m.qtMatchId,
    sportType: m.sport,
    leagueId: l.id,
    leagueName: l.name,
    leagueShortName: l.shortName,
    leagueColor: l.color,
    round: m.round,
    matchDate: m.matchTime.getTime(),
    homeTeamId: h.id,
    homeTeamName: h.name,
    homeTeamLogo: h.logo,
    homeRank: hr,
    awayTeamId: a.id,
    awayTeamName: a.name,
    awayTeamLogo: a.logo,
    awayRank: ar,
    lotteryNo: m.lotteryNo,
    gameTabs: m.gameTabs,
    is_video: m.isVideo,
    is_cartoon: m.isCartoon,
    isHot: m.isHot,
    redStatus: m.redStatus,
    quarterMinutes: l.quarterMinutes,
    backToBack: m.backToBack,
    odds: null,
  }));
}

/** Current odds of one company for many matches: matchId → europe/asia/bigsmall. */
export async function oddsOf(
  db: Database,
  matchIds: number[],
  company: number,
): Promise<Map<number, MatchOdds>> {
  const out = new Map<number, MatchOdds>();
  if (matchIds.length === 0) return out;
  const rows = await db
    .select({ matchId: odds.matchId, type: odds.type, current: odds.current })
    .from(odds)
    .where(and(inArray(odds.matchId, matchIds), eq(odds.providerId, company)));
  for (const r of rows) {
    const entry = out.get(r.matchId) ?? {
      oddsCompany: company,
      europe: null,
      asia: null,
      bigsmall: null,
    };
    entry[r.type] = r.current;
    out.set(r.matchId, entry);
  }
  return out;
}

/** One match as a list item, or null when there is no such match. */
export async function oneMatchOrNull(db: Database, matchId: number): Promise<MatchItem | null> {
  const [item] = await selectMatchItems(db, eq(matches.id, matchId));
  return item ?? null;
}
