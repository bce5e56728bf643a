import type { LiveScore, MatchItem, MatchPage } from '@contracts/sportdata/matches';

/** Small builders of match data (items, live scores, list pages) for the tests of every screen that shows matches. */

let nextId = 1000;

export function matchItem(over: Partial<MatchItem> = {}): MatchItem {
  const matchId = over.matchId ?? nextId++;
  return {
    matchId,
    qtMatchId: matchId + 500_000,
    sportType: 1,
    leagueId: 36,
    leagueName: '英格兰超级联赛',
    leagueShortName: '英超',
    leagueColor: '#3d0c5c',
    round: '12',
    matchDate: Date.parse('2026-11-22T20:00:00+08:00'),
    homeTeamId: 1,
    homeTeamName: `主队${matchId}`,
    homeTeamLogo: null,
    homeRank: 3,
    awayTeamId: 2,
    awayTeamName: `客队${matchId}`,
    awayTeamLogo: null,
    awayRank: 5,
    lotteryNo: null,
    gameTabs: [],
    is_video: false,
    is_cartoon: false,
    isHot: false,
    redStatus: 0,
    quarterMinutes: null,
    backToBack: 0,
    odds: null,
    matchStatus: 0,
    matchStartedMinutes: null,
    homeScore: 0,
    awayScore: 0,
    homeHalfScore: null,
    awayHalfScore: null,
    homeRed: 0,
    awayRed: 0,
    homeYellow: 0,
    awayYellow: 0,
    homeCorner: 0,
    awayCorner: 0,
    periodScores: [],
    updatedAt: 1,
    version: 1,
    ...over,
  };
}

export function liveScoreOf(match: MatchItem, over: Partial<LiveScore> = {}): LiveScore {
  return {
    matchId: match.matchId,
    matchStatus: match.matchStatus,
    matchStartedMinutes: match.matchStartedMinutes,
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    homeHalfScore: match.homeHalfScore,
    awayHalfScore: match.awayHalfScore,
    homeRed: match.homeRed,
    awayRed: match.awayRed,
    homeYellow: match.homeYellow,
    awayYellow: match.awayYellow,
    homeCorner: match.homeCorner,
    awayCorner: match.awayCorner,
    periodScores: match.periodScores,
    updatedAt: match.updatedAt,
    version: match.version,
    ...over,
  };
}

export function page(list: MatchItem[], over: Partial<MatchPage> = {}): MatchPage {
  return {
    list,
    pageNo: 1,
    pageSize: 20,
    total: list.length,
    hasMore: false,
    date: '2026-11-22',
    ...over,
  };
}
