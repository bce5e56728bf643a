import { dispersionOf, kellyTable, type Dispersion, type KellyBook } from './specialIndices';

/**
 * The books of one market replayed over time (issue 36 §2: Kelly and dispersion changes, the
 * exchange following the odds), pure. A book's history is its odds_changes, oldest first: the first
 * row is its opening, each later one a move (pre-match by the seed, in play by the simulator).
 */

export interface BookMove {
  /** ms since the epoch. */
  t: number;
  /** The outcomes' odds after the move. */
  values: readonly number[];
  /** The match state stored with it: 即 before kick-off, else the live minute and score. */
  state: string;
}

/** One moment at which one or more books moved: every book's odds then, null before it opened. */
export interface MarketMoment {
  t: number;
  state: string;
  odds: ReadonlyArray<readonly number[] | null>;
}

/** The market after every moment any book moved, oldest first (moves at one instant are one). */
export function marketMoments(books: ReadonlyArray<readonly BookMove[]>): MarketMoment[] {
  const moves = books
    .flatMap((history, book) => history.map((move) => ({ ...move, book })))
    .sort((a, b) => a.t - b.t || a.book - b.book);
  const latest: Array<readonly number[] | null> = books.map(() => null);
  const moments: MarketMoment[] = [];
  for (const move of moves) {
    latest[move.book] = move.values;
    const moment = { t: move.t, state: move.state, odds: [...latest] };
    if (moments.at(-1)?.t === move.t) moments[moments.length - 1] = moment;
    else moments.push(moment);
  }
  return moments;
}

/** The books that had opened at a moment, with their index among all books. */
function opened(moment: MarketMoment): { index: number; odds: readonly number[] }[] {
  return moment.odds.flatMap((odds, index) => (odds ? [{ index, odds }] : []));
}

/** One book's Kelly figures at a moment, against the books open then. */
export interface KellyPoint extends KellyBook {
  t: number;
  state: string;
  odds: readonly number[];
}

/** Book `book`'s Kelly indices after every moment from its opening on. */
export function kellySeries(moments: readonly MarketMoment[], book: number): KellyPoint[] {
  return moments.flatMap((moment) => {
    const open = opened(moment);
    const at = open.findIndex((b) => b.index === book);
    if (at < 0) return [];
    const row = kellyTable(open.map((b) => b.odds)).books[at]!;
    return [{ t: moment.t, state: moment.state, odds: open[at]!.odds, ...row }];
  });
}

/** The dispersion of the books open after every moment. */
export interface DispersionPoint extends Dispersion {
  t: number;
  state: string;
  books: number;
}

export function dispersionSeries(moments: readonly MarketMoment[]): DispersionPoint[] {
  return moments.map((moment) => {
    const open = opened(moment).map((b) => b.odds);
    return { t: moment.t, state: moment.state, books: open.length, ...dispersionOf(open) };
  });
}

/** The market's view after every moment: `view` of the odds of the books open then. */
export function consensusSteps(
  moments: readonly MarketMoment[],
  view: (books: ReadonlyArray<readonly number[]>) => number[],
): { t: number; p: number[] }[] {
  return moments.map((moment) => ({ t: moment.t, p: view(opened(moment).map((b) => b.odds)) }));
}

/** A phone's chart has no room for more points than this. */
export const MAX_SERIES_POINTS = 240;

/** Every k-th point so that at most `max` remain, the first and the last among them. */
export function thinSeries<T>(points: readonly T[], max = MAX_SERIES_POINTS): T[] {
  if (points.length <= max) return [...points];
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)]!);
}
