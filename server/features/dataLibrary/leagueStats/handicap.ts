import type { TeamBrief } from '../../../../contracts/sportdata/dataLibrary';
import type {
  HandicapRecord,
  HandicapResult,
  HandicapTeam,
  LeagueHandicapStat,
} from '../../../../contracts/sportdata/leagueStats';
import type { SeasonMatch } from '../seasons';
import { percentOf } from './figures';
import { handicapResultOf } from './handicapSettle';
import { gamesByTeam, type TeamGame } from './teamGames';

/**
 * Handicap (让球盘路): each finished match settled on one provider's opening Asian line (the line the
 * market opened on, as the data sites' 盘路 tables use; the closing line moves with the news). A match
 * the provider priced no line for counts in `withoutLine` only. A team gives goals as favourite
 * (上盘), receives them as underdog (下盘), or plays on a level line (平手).
 */

/** One side's settled match. */
interface Settled {
  result: HandicapResult;
  /** The line from this side: negative when it gives goals. */
  line: number;
}

function recordOf(results: readonly HandicapResult[]): HandicapRecord {
  const count = (r: HandicapResult) => results.filter((x) => x === r).length;
  const [win, halfWin, push, halfLose, lose] = [
    count('win'),
    count('halfWin'),
    count('push'),
    count('halfLose'),
    count('lose'),
  ];
  return {
    games: results.length,
    win,
    halfWin,
    push,
    halfLose,
    lose,
    winPercent: percentOf(win + halfWin, results.length),
    net: win + halfWin - (lose + halfLose),
  };
}

/** A line is level when it rounds to 0 in quarters (arithmetic may leave -0 or 1e-17). */
const quarters = (line: number) => Math.round(line * 4);

export function handicapStat(
  sport: number,
  matches: readonly SeasonMatch[],
  teams: readonly TeamBrief[],
  /** The home side's opening line by match id. */
  lines: ReadonlyMap<number, number>,
): Pick<LeagueHandicapStat, 'teams' | 'league'> {
  const settle = (game: TeamGame): Settled | null => {
    const line = lines.get(game.match.matchId);
    if (line === undefined) return null;
    const { homeScore, awayScore } = game.match;
    const side = game.isHome ? 'home' : 'away';
    return {
      result: handicapResultOf(sport, line, homeScore, awayScore, side),
      line: game.isHome ? line : -line,
    };
  };
  const byTeam = gamesByTeam(matches);
  const rows = teams.map((team): HandicapTeam => {
    const games = byTeam.get(team.teamId) ?? [];
    const settled = games.map((g) => ({ home: g.isHome, s: settle(g) }));
    const on = settled.flatMap(({ home, s }) => (s ? [{ home, ...s }] : []));
    const record = (keep: (x: (typeof on)[number]) => boolean) =>
      recordOf(on.filter(keep).map((x) => x.result));
    return {
      team,
      total: record(() => true),
      home: record((x) => x.home),
      away: record((x) => !x.home),
      favourite: record((x) => quarters(x.line) < 0),
      underdog: record((x) => quarters(x.line) > 0),
      level: record((x) => quarters(x.line) === 0),
      withoutLine: settled.length - on.length,
    };
  });
  const homeSides = matches.flatMap((m) => {
    const line = lines.get(m.matchId);
    return line === undefined ? [] : [{ m, line }];
  });
  const favourites = homeSides
    .filter(({ line }) => quarters(line) !== 0)
    .map(({ m, line }) =>
      handicapResultOf(sport, line, m.homeScore, m.awayScore, quarters(line) < 0 ? 'home' : 'away'),
    );
  return {
    teams: rows,
    league: {
      games: homeSides.length,
      withoutLine: matches.length - homeSides.length,
      home: recordOf(
        homeSides.map(({ m, line }) =>
          handicapResultOf(sport, line, m.homeScore, m.awayScore, 'home'),
        ),
      ),
      favourite: recordOf(favourites),
      levelGames: homeSides.length - favourites.length,
    },
  };
}
