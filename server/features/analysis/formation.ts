/**
 * Pitch coordinates from a football formation. Each team is drawn in its own half: x runs 0 (left
 * touchline) to 100 (right), y runs 0 (own goal line) to 100 (halfway line). The client puts the home
 * team in the bottom half and mirrors the away team.
 */

export const DEFAULT_FORMATION = '4-4-2';

/** Where the goalkeeper stands, and the band the outfield lines spread over. */
const GOALKEEPER_Y = 8;
const FIRST_LINE_Y = 28;
const LAST_LINE_Y = 88;

/** Outfield line sizes of a formation ("4-2-3-1" → [4, 2, 3, 1]); null unless they make ten. */
export function parseFormation(formation: string | null | undefined): number[] | null {
  if (!formation || !/^\d(-\d){1,4}$/.test(formation.trim())) return null;
  const lines = formation.trim().split('-').map(Number);
  if (lines.some((n) => n < 1)) return null;
  return lines.reduce((a, b) => a + b, 0) === 10 ? lines : null;
}

/** The formation to draw: the given one when valid, else 4-4-2. */
export function effectiveFormation(formation: string | null | undefined): string {
  const trimmed = formation?.trim();
  return trimmed && parseFormation(trimmed) ? trimmed : DEFAULT_FORMATION;
}

export interface PitchSpot {
  /** 0 goalkeeper, 1 the back line, … */
  line: number;
  x: number;
  y: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The eleven spots of a formation, goalkeeper first, then each line from the back, left to right.
 * An invalid formation gives the spots of 4-4-2.
 */
export function formationSpots(formation: string | null | undefined): PitchSpot[] {
  const lines = parseFormation(formation) ?? [4, 4, 2];
  const spots: PitchSpot[] = [{ line: 0, x: 50, y: GOALKEEPER_Y }];
  const step = lines.length > 1 ? (LAST_LINE_Y - FIRST_LINE_Y) / (lines.length - 1) : 0;
  lines.forEach((size, i) => {
    const y = round1(FIRST_LINE_Y + i * step);
    for (let j = 0; j < size; j++) {
      spots.push({ line: i + 1, x: round1(((j + 1) * 100) / (size + 1)), y });
    }
  });
  return spots;
}

const POSITION_ORDER: Record<string, number> = { G: 0, D: 1, M: 2, F: 3 };

/**
 * Places football starters on a formation: the first goalkeeper (by depth) in goal, the others
 * ordered back to front by position (D, M, F), then by depth, fill the lines in order. With fewer
 * than eleven starters the last spots stay empty; the result is in the order of the spots.
 */
export function placeStarters<P extends { position: string; depth: number }>(
  starters: readonly P[],
  formation: string | null | undefined,
): Array<{ player: P; spot: PitchSpot }> {
  const byDepth = [...starters].sort((a, b) => a.depth - b.depth);
  const keeperIndex = Math.max(
    0,
    byDepth.findIndex((p) => p.position === 'G'),
  );
  const keeper = byDepth[keeperIndex];
  if (!keeper) return [];
  const outfield = byDepth
    .filter((_, i) => i !== keeperIndex)
    .sort(
      (a, b) =>
        (POSITION_ORDER[a.position] ?? 4) - (POSITION_ORDER[b.position] ?? 4) || a.depth - b.depth,
    );
  const spots = formationSpots(formation);
  return [keeper, ...outfield]
    .slice(0, spots.length)
    .map((player, i) => ({ player, spot: spots[i]! }));
}
