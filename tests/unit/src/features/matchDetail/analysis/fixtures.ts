import type {
  MatchResult,
  MatchScheduleList,
  MatchStanding,
  RecordSummary,
  ScheduleMatch,
  StandingRow,
  TeamBoutExploits,
  TeamNearStatus,
  TeamResultMatch,
  TeamStanding,
} from '@contracts/sportdata/analysis';

/** Small builders of analysis answers, as the server sends them (docs/api.md, Analysis). */

const KICK_OFF = Date.parse('2026-11-22T20:00:00+08:00');
const DAY = 86_400_000;

let nextId = 5000;

export function resultMatch(over: Partial<TeamResultMatch> = {}): TeamResultMatch {
  const matchId = over.matchId ?? nextId++;
  const homeScore = over.homeScore ?? 2;
  const awayScore = over.awayScore ?? 1;
  const isHome = over.isHome ?? true;
  const goalsFor = isHome ? homeScore : awayScore;
  const goalsAgainst = isHome ? awayScore : homeScore;
  return {
    matchId,
    qtMatchId: matchId + 500_000,
    sport: 1,
    leagueId: 36,
    leagueName: '英格兰超级联赛',
    leagueShortName: '英超',
    leagueColor: '#3d0c5c',
    round: '5',
    matchTime: KICK_OFF - 30 * DAY,
    status: 2,
    homeTeamId: 1,
    homeTeamName: '曼城',
    homeTeamLogo: null,
    awayTeamId: 2,
    awayTeamName: '阿森纳',
    awayTeamLogo: null,
    homeScore,
    awayScore,
    homeHalfScore: 1,
    awayHalfScore: 0,
    teamId: 1,
    isHome,
    goalsFor,
    goalsAgainst,
    result: goalsFor > goalsAgainst ? 'W' : goalsFor < goalsAgainst ? 'L' : 'D',
    ...over,
  };
}

export function summaryOf(rows: readonly TeamResultMatch[]): RecordSummary {
  const form: MatchResult[] = rows.map((r) => r.result);
  const won = form.filter((r) => r === 'W').length;
  const drawn = form.filter((r) => r === 'D').length;
  const lost = form.length - won - drawn;
  const goalsFor = rows.reduce((s, r) => s + r.goalsFor, 0);
  const goalsAgainst = rows.reduce((s, r) => s + r.goalsAgainst, 0);
  return {
    played: rows.length,
    won,
    drawn,
    lost,
    goalsFor,
    goalsAgainst,
    goalDiff: goalsFor - goalsAgainst,
    points: won * 3 + drawn,
    winPercent: rows.length === 0 ? 0 : Math.round((won / rows.length) * 1000) / 10,
    avgGoalsFor: 0,
    avgGoalsAgainst: 0,
    cleanSheets: 0,
    failedToScore: 0,
    form,
  };
}

const filters = (isHomeAway = false, leagueId: number | null = null) => ({
  number: 10,
  isHomeAway,
  leagueId,
});

export function bout(matches: TeamResultMatch[], isHomeAway = false): TeamBoutExploits {
  return {
    matchId: 11,
    sport: 1,
    homeTeamId: 1,
    homeTeamName: '曼城',
    awayTeamId: 2,
    awayTeamName: '阿森纳',
    filters: filters(isHomeAway),
    summary: summaryOf(matches),
    matches,
  };
}

export function nearStatus(home: TeamResultMatch[], away: TeamResultMatch[]): TeamNearStatus {
  const team = (teamId: number, teamName: string, rows: TeamResultMatch[]) => ({
    teamId,
    teamName,
    teamLogo: null,
    summary: summaryOf(rows),
    matches: rows,
  });
  return {
    matchId: 11,
    sport: 1,
    filters: filters(),
    home: team(1, '曼城', home),
    away: team(2, '阿森纳', away),
  };
}

export function standingRow(over: Partial<StandingRow> = {}): StandingRow {
  return {
    rank: 1,
    teamId: 9,
    teamName: '利物浦',
    teamLogo: null,
    played: 12,
    won: 8,
    drawn: 2,
    lost: 2,
    goalsFor: 25,
    goalsAgainst: 10,
    goalDiff: 15,
    points: 26,
    homeWon: 5,
    awayWon: 3,
    winPercent: 66.7,
    gamesBehind: null,
    highlight: null,
    ...over,
  };
}

export function standing(rows: StandingRow[], over: Partial<MatchStanding> = {}): MatchStanding {
  return {
    matchId: 11,
    sport: 1,
    leagueId: 36,
    leagueName: '英格兰超级联赛',
    leagueKind: 'league',
    season: '2026-2027',
    homeTeamId: 1,
    awayTeamId: 2,
    available: true,
    reason: null,
    rows,
    ...over,
  };
}

export function teamStanding(teamId: number, rows: TeamResultMatch[]): TeamStanding {
  return {
    teamId,
    teamName: teamId === 1 ? '曼城' : '阿森纳',
    teamLogo: null,
    sport: 1,
    leagueId: 36,
    leagueName: '英格兰超级联赛',
    filters: { matchCount: 10, locationType: 0, leagueType: 0 },
    summary: summaryOf(rows),
    matches: rows,
  };
}

export function scheduleMatch(over: Partial<ScheduleMatch> = {}): ScheduleMatch {
  const base = resultMatch();
  return {
    matchId: base.matchId,
    qtMatchId: base.qtMatchId,
    sport: 1,
    leagueId: 36,
    leagueName: '英格兰超级联赛',
    leagueShortName: '英超',
    leagueColor: '#3d0c5c',
    round: '14',
    matchTime: KICK_OFF + 7 * DAY,
    status: 0,
    homeTeamId: 1,
    homeTeamName: '曼城',
    homeTeamLogo: null,
    awayTeamId: 7,
    awayTeamName: '切尔西',
    awayTeamLogo: null,
    homeScore: 0,
    awayScore: 0,
    homeHalfScore: null,
    awayHalfScore: null,
    teamId: 1,
    isHome: true,
    opponentTeamId: 7,
    opponentTeamName: '切尔西',
    daysAfter: 7,
    ...over,
  };
}

export function schedule(home: ScheduleMatch[], away: ScheduleMatch[]): MatchScheduleList {
  return {
    matchId: 11,
    sport: 1,
    number: 5,
    home: { teamId: 1, teamName: '曼城', teamLogo: null, matches: home },
    away: { teamId: 2, teamName: '阿森纳', teamLogo: null, matches: away },
  };
}
