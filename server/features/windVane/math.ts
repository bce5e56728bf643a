import type { Triple, WindPoint } from '../../../contracts/windVane';
import { fairOfDecimals } from '../../domain/odds/oddsMath';

// The wind vane's figures (docs/decisions/wind-vane.md), pure: the probabilities 1X2 odds imply
// with the book's margin taken out (server/domain/odds/oddsMath.ts, the simulator's own), their
// mean over the books (the consensus) after every move, and which way they moved.

const two = (x: number) => Math.round(x * 100) / 100;

/** The fair chances behind home/draw/away odds, as percentages with two decimals. */
export function probsOf(odds: readonly number[]): Triple {
  const [h = 0, d = 0, a = 0] = fairOfDecimals(odds);
  return [two(h * 100), two(d * 100), two(a * 100)];
}

/** The books' mean, two decimals. */
export function meanOf(triples: readonly Triple[]): Triple {
  const n = triples.length || 1;
  const sum = (i: number) => triples.reduce((s, t) => s + t[i]!, 0);
  return [two(sum(0) / n), two(sum(1) / n), two(sum(2) / n)];
}

/** now − opening, in percentage points. */
export const flowOf = (opening: Triple, now: Triple): Triple => [
  two(now[0] - opening[0]),
  two(now[1] - opening[1]),
  two(now[2] - opening[2]),
];

/** The side whose chance rose most (0 home, 1 draw, 2 away), or null when none rose. */
export function leadOf(flow: Triple): number | null {
  let lead: number | null = null;
  flow.forEach((x, i) => {
    if (x > 0 && (lead === null || x > flow[lead]!)) lead = i;
  });
  return lead;
}

/** How many books' chance of each side rose since they opened. */
export function towardOf(books: ReadonlyArray<{ opening: Triple; now: Triple }>): Triple {
  const count = (i: number) => books.filter((b) => b.now[i]! > b.opening[i]!).length;
  return [count(0), count(1), count(2)];
}

export interface BookHistory {
  opening: readonly number[];
  /** Its moves, any order. */
  changes: ReadonlyArray<{ t: number; values: readonly number[] }>;
}

/** A series is kept to this many points: a phone's chart has no room for more. */
export const MAX_POINTS = 240;

/**
 * The consensus after every move: it starts from every book's opening at the first move's time, and
 * each move replaces its book's odds (moves at one moment make one point). Thinned evenly to MAX_POINTS, the first and last kept.
 */
export function consensusSeries(books: readonly BookHistory[]): WindPoint[] {
  const moves = books
    .flatMap((book, i) => book.changes.map((c) => ({ ...c, book: i })))
    .sort((a, b) => a.t - b.t || a.book - b.book);
  if (moves.length === 0) return [];
  const latest = books.map((b) => probsOf(b.opening));
  const points: WindPoint[] = [{ t: moves[0]!.t, p: meanOf(latest) }];
  for (const move of moves) {
    latest[move.book] = probsOf(move.values);
    const p = meanOf(latest);
    // Moves at one moment are one point; the opening stays the series' first.
    if (points.length > 1 && points[points.length - 1]!.t === move.t)
      points[points.length - 1] = { t: move.t, p };
    else points.push({ t: move.t, p });
  }
  return thin(points, MAX_POINTS);
}

/** Every k-th point so that at most `max` remain, the last always among them. */
export function thin<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max) return [...points];
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)]!);
}
