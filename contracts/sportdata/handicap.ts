import { SPORT } from '../../domain/sport';
/**
 * Chinese labels of odds lines, shared by the server (odds responses) and the client (odds tables).
 * Pure: no node-only API.
 *
 * Lines are read from the home side, as the odds store them: an Asian handicap of -0.75 means the home
 * team gives three quarters of a goal (半/一), +0.75 that it receives them (受让半/一). Football lines
 * move in quarter goals, basketball lines in half points.
 */

/** Whole and half goal lines: 0 平手, 0.5 半球, 1 一球 … */
const GOAL_NAMES = [
  '平手',
  '半球',
  '一球',
  '球半',
  '两球',
  '两球半',
  '三球',
  '三球半',
  '四球',
  '四球半',
  '五球',
  '五球半',
  '六球',
] as const;

/** The short forms used in a quarter line: 平/半, 半/一, 一/球半, 球半/两 … */
const GOAL_SHORT = [
  '平',
  '半',
  '一',
  '球半',
  '两',
  '两球半',
  '三',
  '三球半',
  '四',
  '四球半',
  '五',
  '五球半',
  '六',
] as const;

/** Rounds to the nearest quarter, so 0.7499999 from arithmetic still reads as 0.75. */
function quarters(value: number): number {
  return Math.round(value * 4);
}

/** A line's size without its side: 0 平手, 0.25 平/半, 0.5 半球, 0.75 半/一, 1 一球, 1.25 一/球半 … */
export function goalLineName(size: number): string {
  const q = Math.abs(quarters(size));
  if (q % 2 === 0) return GOAL_NAMES[q / 2] ?? `${q / 4}球`;
  const low = GOAL_SHORT[(q - 1) / 2];
  const high = GOAL_SHORT[(q + 1) / 2];
  return low && high ? `${low}/${high}` : `${(q - 1) / 4}/${(q + 1) / 4}球`;
}

/**
 * The Chinese label of a football Asian handicap from the home side: -0.5 半球 (home gives half a
 * goal), +0.5 受让半球 (home is the underdog and receives it), 0 平手.
 */
export function asiaHandicapLabel(line: number): string {
  const q = quarters(line);
  if (q === 0) return '平手';
  const name = goalLineName(q / 4);
  return q < 0 ? name : `受让${name}`;
}

/** A number without trailing zeros: 2.50 → "2.5", 3 → "3". */
function plain(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** A football over/under line: 2.5 → 2.5球, 2.75 → 2.5/3球, 3 → 3球. */
export function goalTotalLabel(line: number): string {
  const q = quarters(line);
  if (q % 2 === 0) return `${plain(q / 4)}球`;
  return `${plain((q - 1) / 4)}/${plain((q + 1) / 4)}球`;
}

/** A basketball spread from the home side: -5.5 主让5.5分, +5.5 主受让5.5分, 0 平手. */
export function pointsHandicapLabel(line: number): string {
  if (Math.abs(line) < 0.001) return '平手';
  const size = plain(Math.abs(line));
  return line < 0 ? `主让${size}分` : `主受让${size}分`;
}

/** A basketball total-points line: 215.5 → 215.5分. */
export function pointsTotalLabel(line: number): string {
  return `${plain(line)}分`;
}

/** The label of an asia or bigsmall line of either sport (1 football, 2 basketball). */
export function oddsLineLabel(sport: number, type: 'asia' | 'bigsmall', line: number): string {
  if (sport === SPORT.basketball)
    return type === 'asia' ? pointsHandicapLabel(line) : pointsTotalLabel(line);
  return type === 'asia' ? asiaHandicapLabel(line) : goalTotalLabel(line);
}
