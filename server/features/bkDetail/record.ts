import type { BkGame, BkRecord, BkResult, BkStreak } from '../../../contracts/sportdata/bkDetail';
import type { AnalysisMatch } from '../../../contracts/sportdata/analysis';

const one = (n: number) => Math.round(n * 10) / 10;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : one((part / whole) * 100));
const average = (sum: number, count: number) => (count === 0 ? 0 : one(sum / count));

/** A finished game seen from `teamId`. Basketball has no draws; a level score counts as a loss. */
export function bkGameOf(m: AnalysisMatch, teamId: number): BkGame {
  const isHome = m.homeTeamId === teamId;
  const pointsFor = isHome ? m.homeScore : m.awayScore;
  const pointsAgainst = isHome ? m.awayScore : m.homeScore;
  return {
    matchId: m.matchId,
    leagueId: m.leagueId,
    leagueName: m.leagueName,
    leagueShortName: m.leagueShortName,
    leagueColor: m.leagueColor,
    matchTime: m.matchTime,
    status: m.status,
    homeTeamId: m.homeTeamId,
    homeTeamName: m.homeTeamName,
    awayTeamId: m.awayTeamId,
    awayTeamName: m.awayTeamName,
    homeScore: m.homeScore,
    awayScore: m.awayScore,
    homeHalfScore: m.homeHalfScore,
    awayHalfScore: m.awayHalfScore,
    teamId,
    isHome,
    opponentTeamId: isHome ? m.awayTeamId : m.homeTeamId,
    opponentTeamName: isHome ? m.awayTeamName : m.homeTeamName,
    pointsFor,
    pointsAgainst,
    margin: pointsFor - pointsAgainst,
    totalPoints: pointsFor + pointsAgainst,
    result: pointsFor > pointsAgainst ? 'W' : 'L',
  };
}

/** The run of equal results at the head of `form` (newest first); null without games. */
export function streakOf(form: readonly BkResult[]): BkStreak {
  const first = form[0];
  if (!first) return null;
  let count = 0;
  while (form[count] === first) count++;
  return { result: first, count };
}

/** The record over games given newest first. */
export function bkRecordOf(games: readonly BkGame[]): BkRecord {
  const form = games.map((g) => g.result);
  const won = form.filter((r) => r === 'W').length;
  const count = (home: boolean, result: BkResult) =>
    games.filter((g) => g.isHome === home && g.result === result).length;
  const sum = (pick: (g: BkGame) => number) => games.reduce((s, g) => s + pick(g), 0);
  return {
    played: games.length,
    won,
    lost: games.length - won,
    winPercent: percent(won, games.length),
    homeWon: count(true, 'W'),
    homeLost: count(true, 'L'),
    awayWon: count(false, 'W'),
    awayLost: count(false, 'L'),
    avgPointsFor: average(
      sum((g) => g.pointsFor),
      games.length,
    ),
    avgPointsAgainst: average(
      sum((g) => g.pointsAgainst),
      games.length,
    ),
    avgMargin: average(
      sum((g) => g.margin),
      games.length,
    ),
    avgTotalPoints: average(
      sum((g) => g.totalPoints),
      games.length,
    ),
    form,
    streak: streakOf(form),
  };
}

export { percent as bkPercent, average as bkAverage };
