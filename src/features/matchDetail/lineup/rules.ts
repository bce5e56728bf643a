import type { LineupPlayer } from '@contracts/sportdata/analysis';

/**
 * Pure rules of the lineup tab: a formation string into pitch rows, and the starters placed on them
 * (docs/decisions/match-detail-analysis.md). No I/O, no time.
 */

/** The server draws a match without a formation as 4-4-2 (docs/api.md, Analysis). */
export const DEFAULT_FORMATION = '4-4-2';

/**
 * Row sizes from the goal outwards, goalkeeper first: "4-2-3-1" → [1, 4, 2, 3, 1]. Null unless the
 * outfield lines are 1–5 whole numbers of at least one player that make ten.
 */
export function formationRows(formation: string | null | undefined): number[] | null {
  const text = formation?.trim() ?? '';
  if (!/^\d(-\d){1,4}$/.test(text)) return null;
  const lines = text.split('-').map(Number);
  if (lines.some((n) => n < 1)) return null;
  return lines.reduce((a, b) => a + b, 0) === 10 ? [1, ...lines] : null;
}

/**
 * Starters in pitch rows, goalkeeper row first, each row left to right (by `x` when known). The
 * server's `line` places each player when every starter has one; otherwise the starters fill the rows
 * of the formation (4-4-2 when it is missing or invalid) in the order given, extra players forming a
 * last row so nobody disappears.
 */
export function lineupRows(
  starters: readonly LineupPlayer[],
  formation: string | null | undefined,
): LineupPlayer[][] {
  if (starters.length === 0) return [];
  const byX = (a: LineupPlayer, b: LineupPlayer) => (a.x ?? 0) - (b.x ?? 0);
  if (starters.every((p) => p.line !== null)) {
    const rows = new Map<number, LineupPlayer[]>();
    for (const p of starters) {
      const line = p.line ?? 0;
      rows.set(line, [...(rows.get(line) ?? []), p]);
    }
    return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row.sort(byX));
  }
  const sizes = formationRows(formation) ?? formationRows(DEFAULT_FORMATION) ?? [];
  const rows: LineupPlayer[][] = [];
  let next = 0;
  for (const size of sizes) {
    if (next >= starters.length) break;
    rows.push(starters.slice(next, next + size));
    next += size;
  }
  if (next < starters.length) rows.push(starters.slice(next));
  return rows;
}

/**
 * Where a team stands on the upright pitch: home at the top, away at the bottom, as every score app
 * draws it. The top team attacks downwards: its rows run from its own goal at the top edge, and
 * left and right swap (its left wing plays on the viewer's right). The bottom team's rows are read
 * from the halfway line down to its goal at the bottom edge.
 */
export type PitchEnd = 'top' | 'bottom';

export function pitchRows(rows: readonly LineupPlayer[][], end: PitchEnd): LineupPlayer[][] {
  return end === 'top' ? rows.map((row) => [...row].reverse()) : [...rows].reverse();
}

/** The number printed on a player's marker: 0–99, anything else (a data slip) left blank. */
export function shirtText(shirtNumber: number): string {
  return shirtNumber >= 0 && shirtNumber <= 99 ? String(shirtNumber) : '';
}
