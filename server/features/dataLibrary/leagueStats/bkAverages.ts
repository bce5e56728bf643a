import type { BkStatLine } from '../../../../contracts/sportdata/bkDetail';
import type { TeamBrief } from '../../../../contracts/sportdata/dataLibrary';
import type {
  BkAverages,
  BkLeagueStat,
  BkLeagueStatTeam,
} from '../../../../contracts/sportdata/leagueStats';
import { addLines, emptyLine } from '../../bkDetail';
import type { SeasonMatch } from '../seasons';
import { averageOf, percentOf } from './figures';
import type { GameBox } from './gameBox';

/**
 * getBkLeagueStat: each team's season from its games' box scores — totals, and per-game averages of
 * points for and against, rebounds, assists, steals, blocks, turnovers and fouls; shooting rates are
 * made ÷ attempted over the season (not an average of each game's rate, which would weigh a game of
 * 60 attempts like one of 90). The league's line is per team and game over every team's games.
 */

function averagesOf(totals: BkStatLine, against: number, games: number): BkAverages {
  return {
    games,
    pointsFor: averageOf(totals.points, games),
    pointsAgainst: averageOf(against, games),
    rebounds: averageOf(totals.rebounds, games),
    offensiveRebounds: averageOf(totals.offensiveRebounds, games),
    defensiveRebounds: averageOf(totals.defensiveRebounds, games),
    assists: averageOf(totals.assists, games),
    steals: averageOf(totals.steals, games),
    blocks: averageOf(totals.blocks, games),
    turnovers: averageOf(totals.turnovers, games),
    fouls: averageOf(totals.fouls, games),
    fieldGoalPercent: percentOf(totals.fieldGoalsMade, totals.fieldGoalsAttempted),
    threePointPercent: percentOf(totals.threePointsMade, totals.threePointsAttempted),
    freeThrowPercent: percentOf(totals.freeThrowsMade, totals.freeThrowsAttempted),
  };
}

interface TeamLine {
  own: BkStatLine;
  /** The opponent's points. */
  against: number;
}

/** Each team's lines of the games that have a box score. */
function linesByTeam(
  matches: readonly SeasonMatch[],
  boxes: ReadonlyMap<number, GameBox>,
): Map<number, TeamLine[]> {
  const byTeam = new Map<number, TeamLine[]>();
  const add = (teamId: number, line: TeamLine) => {
    const list = byTeam.get(teamId);
    if (list) list.push(line);
    else byTeam.set(teamId, [line]);
  };
  for (const match of matches) {
    const box = boxes.get(match.matchId);
    if (!box) continue;
    add(match.homeTeamId, { own: box.home, against: box.away.points });
    add(match.awayTeamId, { own: box.away, against: box.home.points });
  }
  return byTeam;
}

export function bkLeagueStat(
  matches: readonly SeasonMatch[],
  teams: readonly TeamBrief[],
  boxes: ReadonlyMap<number, GameBox>,
): Pick<BkLeagueStat, 'teams' | 'league'> {
  const byTeam = linesByTeam(matches, boxes);
  let leagueTotals = emptyLine();
  let leagueAgainst = 0;
  let leagueGames = 0;
  const rows = teams.map((team): BkLeagueStatTeam => {
    const lines = byTeam.get(team.teamId) ?? [];
    const totals = addLines(lines.map((l) => l.own));
    const against = lines.reduce((s, l) => s + l.against, 0);
    const won = lines.filter((l) => l.own.points > l.against).length;
    leagueTotals = addLines([leagueTotals, totals]);
    leagueAgainst += against;
    leagueGames += lines.length;
    return {
      team,
      won,
      lost: lines.length - won,
      averages: averagesOf(totals, against, lines.length),
      totals,
      pointsAgainst: against,
    };
  });
  return { teams: rows, league: averagesOf(leagueTotals, leagueAgainst, leagueGames) };
}
