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
