import type { TeamBrief } from '../../../../contracts/sportdata/dataLibrary';
import type {
  LeagueScoreDiffStat,
  MarginBand,
  ScoreDiffTeam,
} from '../../../../contracts/sportdata/leagueStats';
import { SPORT } from '../../../../domain/sport';
import type { SeasonMatch } from '../seasons';
import { gamesByTeam } from './teamGames';

/**
 * Score difference (胜负差): how much a team won or lost by, in bands — football by one goal, two, and
 * three or more, with the draw between; basketball in five-point bands up to 21 and more (the bands
 * of the 胜分差 game). Per team over its games, home and away; the league's matches by the home
 * side's margin.
 */

interface Band extends MarginBand {
  /** The margins (scored − conceded) the band holds, both ends included. */
  from: number;
  to: number;
}

const FOOTBALL_BANDS: readonly Band[] = [
  { key: 'W1', label: '胜1球', from: 1, to: 1 },
  { key: 'W2', label: '胜2球', from: 2, to: 2 },
  { key: 'W3+', label: '胜3球及以上', from: 3, to: Infinity },
  { key: 'D', label: '平局', from: 0, to: 0 },
  { key: 'L1', label: '负1球', from: -1, to: -1 },
  { key: 'L2', label: '负2球', from: -2, to: -2 },
  { key: 'L3+', label: '负3球及以上', from: -Infinity, to: -3 },
];

const POINT_STEPS = [1, 6, 11, 16, 21] as const;

/** 胜1-5分 … 胜21分及以上, then 负1-5分 … 负21分及以上. A level score is in no band (see below). */
const BASKETBALL_BANDS: readonly Band[] = (['W', 'L'] as const).flatMap((result) =>
  POINT_STEPS.map((low, i) => {
    const high = POINT_STEPS[i + 1];
    const name = result === 'W' ? '胜' : '负';
    const range = high === undefined ? `${low}+` : `${low}-${high - 1}`;
    const label = high === undefined ? `${name}${low}分及以上` : `${name}${low}-${high - 1}分`;
    const top = high === undefined ? Infinity : high - 1;
    return result === 'W'
      ? { key: `W${range}`, label, from: low, to: top }
      : { key: `L${range}`, label, from: -top, to: -low };
  }),
);

export function marginBands(sport: number): readonly Band[] {
  return sport === SPORT.basketball ? BASKETBALL_BANDS : FOOTBALL_BANDS;
}

/**
 * Counts of `margins` by band. A finished basketball game is never level (overtime settles it); if a
 * feed ever sent one, it would be played but in no band rather than put in a band it does not fit.
 */
function countByBand(bands: readonly Band[], margins: readonly number[]): number[] {
  return bands.map((b) => margins.filter((m) => m >= b.from && m <= b.to).length);
}

export function scoreDiffStat(
  sport: number,
  matches: readonly SeasonMatch[],
  teams: readonly TeamBrief[],
): Pick<LeagueScoreDiffStat, 'bands' | 'teams' | 'league'> {
  const bands = marginBands(sport);
  const byTeam = gamesByTeam(matches);
  const rows = teams.map((team): ScoreDiffTeam => {
    const games = byTeam.get(team.teamId) ?? [];
    const margins = (keep: (home: boolean) => boolean) =>
      games.filter((g) => keep(g.isHome)).map((g) => g.scored - g.conceded);
    return {
      team,
      played: games.length,
      total: countByBand(
        bands,
        margins(() => true),
      ),
      home: countByBand(
        bands,
        margins((home) => home),
      ),
      away: countByBand(
        bands,
        margins((home) => !home),
      ),
      difference: games.reduce((sum, g) => sum + g.scored - g.conceded, 0),
    };
  });
  return {
    bands: bands.map(({ key, label }) => ({ key, label })),
    teams: rows,
    league: {
      played: matches.length,
      home: countByBand(
        bands,
        matches.map((m) => m.homeScore - m.awayScore),
      ),
    },
  };
}
