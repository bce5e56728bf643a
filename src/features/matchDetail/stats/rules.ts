import type { BkMatchTeamStats, BkStatLine, BkTeamStats } from '@contracts/sportdata/bkDetail';

/** Pure rules of the basketball 赛况 tab. */

const PERIOD_NAMES = ['第一节', '第二节', '第三节', '第四节'];

/** Column names of the quarter table: 第一节 … 第四节, then 加时1, 加时2 … */
export function periodColumn(index: number): string {
  return index < 4 ? PERIOD_NAMES[index]! : `加时${index - 3}`;
}

export interface QuarterTable {
  columns: string[];
  /** Away first, as Chinese basketball pages read (客队在前). */
  away: number[];
  home: number[];
}

/**
 * The points-by-quarter table from the match's periodScores ([[home, away], …]); four quarters are
 * always shown (a quarter not yet played is blank), overtimes only when played.
 */
export function quarterTable(periodScores: ReadonlyArray<readonly [number, number]>): QuarterTable {
  const count = Math.max(4, periodScores.length);
  const columns = Array.from({ length: count }, (_, i) => periodColumn(i));
  return {
    columns,
    home: periodScores.map(([home]) => home),
    away: periodScores.map(([, away]) => away),
  };
}

/* Team and player statistics (球队统计, 球员统计). */

/** Made-attempted as box scores print it: "8-17". */
export function madeAttText(made: number, attempted: number): string {
  return `${made}-${attempted}`;
}

/** A shooting rate in percent, one decimal; null with no attempt (nothing to rate). */
export function percentOf(made: number, attempted: number): number | null {
  if (attempted <= 0) return null;
  return Math.round((made / attempted) * 1000) / 10;
}

/** "47.1%" (always one decimal, so columns line up); "-" with no attempt. */
export function percentText(value: number | null): string {
  return value === null ? '-' : `${value.toFixed(1)}%`;
}

/** The 时间 column: whole minutes played. */
export function minutesText(minutes: number): string {
  return String(minutes);
}

/**
 * Widths in percent of a comparison bar's two halves (away, home): they add up to 100; 0-0 splits
 * evenly rather than drawing nothing (or dividing by zero).
 */
export function barWidths(away: number, home: number): [number, number] {
  const a = Math.max(0, away);
  const h = Math.max(0, home);
  if (a + h === 0) return [50, 50];
  // Whole percents, the home half taking the rest, so the two always add up to exactly 100.
  const left = Math.round((a / (a + h)) * 100);
  return [left, 100 - left];
}

/** Which side leads a stat; for turnovers and fouls fewer is better. */
export type Leader = 'away' | 'home' | null;

export function leaderOf(away: number, home: number, lowerIsBetter = false): Leader {
  if (away === home) return null;
  return away > home !== lowerIsBetter ? 'away' : 'home';
}

/** A team's line with its shooting rates, as getBkMatchTeamRankAndCount answers it. */
export type TeamStatInput = BkStatLine &
  Pick<BkTeamStats, 'fieldGoalPercent' | 'threePointPercent' | 'freeThrowPercent'>;

export interface TeamStatRow {
  key: string;
  label: string;
  away: { text: string; sub: string | null };
  home: { text: string; sub: string | null };
  /** [away, home] widths in percent, adding up to 100. */
  widths: [number, number];
  leader: Leader;
}

type CountKey = 'points' | 'rebounds' | 'assists' | 'steals' | 'blocks' | 'turnovers' | 'fouls';
const COUNTS: ReadonlyArray<[CountKey, string, boolean]> = [
  ['points', '得分', false],
  ['rebounds', '篮板', false],
  ['assists', '助攻', false],
  ['steals', '抢断', false],
  ['blocks', '盖帽', false],
  ['turnovers', '失误', true],
  ['fouls', '犯规', true],
];

type ShotPrefix = 'fieldGoal' | 'threePoint' | 'freeThrow';
const SHOTS: ReadonlyArray<[ShotPrefix, 'fieldGoals' | 'threePoints' | 'freeThrows', string]> = [
  ['fieldGoal', 'fieldGoals', '投篮'],
  ['threePoint', 'threePoints', '三分'],
  ['freeThrow', 'freeThrows', '罚球'],
];

/**
 * 球队统计 with each team's points as the match's score in the shared store — the scoreboard's, fed by
 * the live pushes and the live-score poll. The statistics call is polled on its own cadence and
 * would otherwise show a score seconds older (or, past the spoiler delay, newer) than the header of
 * the same page (issue 31 item 8): one match, one score.
 */
export function withMatchScore(
  stats: BkMatchTeamStats,
  match: { homeScore: number; awayScore: number },
): BkMatchTeamStats {
  if (stats.home.points === match.homeScore && stats.away.points === match.awayScore) return stats;
  return {
    ...stats,
    home: { ...stats.home, points: match.homeScore },
    away: { ...stats.away, points: match.awayScore },
  };
}

/**
 * The 球队统计 rows, away first (客队在前): counts compared by their values, shooting by its rate
 * (made-att on top, the rate under it; a team without an attempt has no rate and a 0 bar).
 */
export function teamStatRows(away: TeamStatInput, home: TeamStatInput): TeamStatRow[] {
  const counts = COUNTS.map(([key, label, lowerIsBetter]): TeamStatRow => ({
    key,
    label,
    away: { text: String(away[key]), sub: null },
    home: { text: String(home[key]), sub: null },
    widths: barWidths(away[key], home[key]),
    leader: leaderOf(away[key], home[key], lowerIsBetter),
  }));
  const shots = SHOTS.map(([rate, shot, label]): TeamStatRow => {
    const side = (t: TeamStatInput) => {
      const made = t[`${shot}Made`];
      const attempted = t[`${shot}Attempted`];
      const percent = attempted > 0 ? t[`${rate}Percent`] : null;
      return { made, attempted, percent };
    };
    const a = side(away);
    const h = side(home);
    return {
      key: shot,
      label,
      away: { text: madeAttText(a.made, a.attempted), sub: percentText(a.percent) },
      home: { text: madeAttText(h.made, h.attempted), sub: percentText(h.percent) },
      widths: barWidths(a.percent ?? 0, h.percent ?? 0),
      leader: leaderOf(a.percent ?? 0, h.percent ?? 0),
    };
  });
  return [...counts, ...shots];
}

/**
 * How a player's box-score row reads: his line once he has been on the floor, else one note across
 * the columns — out injured (伤病缺阵), or not on the floor (yet) (未上场).
 */
export function playerRow(player: {
  injury: 'out' | 'doubtful' | null;
  stats: BkStatLine | null;
}): { stats: BkStatLine } | { note: string } {
  if (player.stats && player.stats.minutes > 0) return { stats: player.stats };
  return { note: player.injury === 'out' ? '伤病缺阵' : '未上场' };
}

/** Starters first, then the bench, each in the server's (depth) order. */
export function starterFirst<T extends { isStarter: boolean }>(players: readonly T[]): T[] {
  return [...players.filter((p) => p.isStarter), ...players.filter((p) => !p.isStarter)];
}

/** The box score's columns, in order: 时间 得分 篮板 助攻 抢断 盖帽 失误 犯规 投篮 三分 罚球. */
export const BOX_COLUMNS = [
  '时间',
  '得分',
  '篮板',
  '助攻',
  '抢断',
  '盖帽',
  '失误',
  '犯规',
  '投篮',
  '三分',
  '罚球',
] as const;

/** One line's cells under BOX_COLUMNS. */
export function boxCells(line: BkStatLine): string[] {
  return [
    minutesText(line.minutes),
    String(line.points),
    String(line.rebounds),
    String(line.assists),
    String(line.steals),
    String(line.blocks),
    String(line.turnovers),
    String(line.fouls),
    madeAttText(line.fieldGoalsMade, line.fieldGoalsAttempted),
    madeAttText(line.threePointsMade, line.threePointsAttempted),
    madeAttText(line.freeThrowsMade, line.freeThrowsAttempted),
  ];
}
