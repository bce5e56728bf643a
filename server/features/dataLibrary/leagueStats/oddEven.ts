import type { TeamBrief } from '../../../../contracts/sportdata/dataLibrary';
import type {
  LeagueOddEvenStat,
  OddEvenCount,
  OddEvenTeam,
} from '../../../../contracts/sportdata/leagueStats';
import type { SeasonMatch } from '../seasons';
import { percentOf } from './figures';
import { gamesByTeam } from './teamGames';

/**
 * Odd-even (单双): whether a match's total goals (points) at full time are odd or even — 0 is even,
 * as every data site counts a goalless draw. Per team over its matches, home and away; the league's
 * over its matches, each once.
 */

const isOdd = (m: SeasonMatch) => (m.homeScore + m.awayScore) % 2 === 1;

function countOf(matches: readonly SeasonMatch[]): OddEvenCount {
  const odd = matches.filter(isOdd).length;
  const even = matches.length - odd;
  return {
    played: matches.length,
    odd,
    even,
    oddPercent: percentOf(odd, matches.length),
    evenPercent: percentOf(even, matches.length),
  };
}

export function oddEvenStat(
  matches: readonly SeasonMatch[],
  teams: readonly TeamBrief[],
): Pick<LeagueOddEvenStat, 'teams' | 'league'> {
  const byTeam = gamesByTeam(matches);
  const rows = teams.map((team): OddEvenTeam => {
    const games = byTeam.get(team.teamId) ?? [];
    return {
      team,
      total: countOf(games.map((g) => g.match)),
      home: countOf(games.filter((g) => g.isHome).map((g) => g.match)),
      away: countOf(games.filter((g) => !g.isHome).map((g) => g.match)),
    };
  });
  return { teams: rows, league: countOf(matches) };
}
