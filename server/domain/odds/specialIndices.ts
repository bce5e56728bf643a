import { returnOfDecimals } from './oddsMath';

/**
 * The figures of the special-data pages (专项数据, issue 36 §2; docs/decisions/special-data.md),
 * pure. A book's odds here are the outcomes it prices, in order: home, draw, away in football;
 * home, away in basketball (the stored draw 0 is not an outcome, specialData's view drops it).
 *
 * - Return rate (返还率) F = 1 / Σ 1/odds: oddsMath's returnOfDecimals, the simulator's own.
 * - Probability of an outcome p = F / odds: the book's chance with its margin spread in proportion.
 * - Kelly index (凯利指数) of book c for outcome i = odds(c, i) × the mean over the books of p(i).
 *   Below 1 the book pays less than the market thinks the outcome is worth.
 * - Kelly variance (凯利方差): the population variance of the books' Kelly indices of an outcome.
 * - Dispersion (离散度): the population variance of the books' odds of an outcome.
 * - Betfair (必发): volume share, the layers' profit and loss if an outcome wins (total − volume ×
 *   price), the hot/cold index (share ÷ implied probability of the price).
 */

/** The return rate F of a book's odds, as a fraction (0.945 for 94.5%). */
export function returnRate(odds: readonly number[]): number {
  return returnOfDecimals(odds);
}

/** The book's probability of each outcome, p = F / odds; they add up to 1. */
export function outcomeProbabilities(odds: readonly number[]): number[] {
  const f = returnRate(odds);
  return odds.map((o) => (o > 0 ? f / o : 0));
}

/** The mean of each position over equally long rows (0s when there are none). */
export function columnMeans(rows: readonly (readonly number[])[], width: number): number[] {
  const n = rows.length;
  return Array.from({ length: width }, (_, i) =>
    n === 0 ? 0 : rows.reduce((s, row) => s + (row[i] ?? 0), 0) / n,
  );
}

/** Σ (x − mean)² / n: the population variance, the books being all the market there is. */
export function populationVariance(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
  return xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length;
}

/** The population variance of each position over equally long rows. */
export function columnVariances(rows: readonly (readonly number[])[], width: number): number[] {
  return Array.from({ length: width }, (_, i) => populationVariance(rows.map((r) => r[i] ?? 0)));
}

/** One book's Kelly figures. */
export interface KellyBook {
  returnRate: number;
  probabilities: number[];
  kelly: number[];
}

/** The Kelly table of a market: every book's figures, the mean probabilities, the spread. */
export interface KellyTable {
  books: KellyBook[];
  meanProbabilities: number[];
  kellyMean: number[];
  kellyVariance: number[];
}

/**
 * Kelly indices of every book against the market's mean probabilities. `books` are the odds of
 * each book, all with the same outcomes.
 */
export function kellyTable(books: readonly (readonly number[])[]): KellyTable {
  const width = books[0]?.length ?? 0;
  const probabilities = books.map(outcomeProbabilities);
  const meanProbabilities = columnMeans(probabilities, width);
  const rows = books.map((odds, c) => ({
    returnRate: returnRate(odds),
    probabilities: probabilities[c]!,
    kelly: odds.map((o, i) => o * meanProbabilities[i]!),
  }));
  const kellies = rows.map((r) => r.kelly);
  return {
    books: rows,
    meanProbabilities,
    kellyMean: columnMeans(kellies, width),
    kellyVariance: columnVariances(kellies, width),
  };
}

/** Dispersion of a market: the books' mean odds and the variance of their odds per outcome. */
export interface Dispersion {
  mean: number[];
  variance: number[];
}

export function dispersionOf(books: readonly (readonly number[])[]): Dispersion {
  const width = books[0]?.length ?? 0;
  return { mean: columnMeans(books, width), variance: columnVariances(books, width) };
}

/** One outcome of an exchange market, as the Betfair page reads it. */
export interface ExchangeOutcome {
  /** Its share of the matched money, a fraction. */
  share: number;
  /** What the layers keep if it wins: total − volume × price. */
  profit: number;
  /** share ÷ (1 / price): above 1 the money is hotter on it than its price says. */
  hotCold: number;
}

/**
 * The Betfair figures of matched volumes at their prices. With nothing matched every share, profit
 * and index is 0: the page's "no data yet".
 */
export function exchangeFigures(
  volumes: readonly number[],
  prices: readonly number[],
): { total: number; outcomes: ExchangeOutcome[] } {
  const total = volumes.reduce((s, v) => s + v, 0);
  return {
    total,
    outcomes: volumes.map((v, i) => {
      const price = prices[i] ?? 0;
      const share = total > 0 ? v / total : 0;
      return {
        share,
        profit: total - v * price,
        hotCold: total > 0 && price > 0 ? share * price : 0,
      };
    }),
  };
}

/** `x` rounded to `places` decimals, for the wire. */
export function roundTo(x: number, places: number): number {
  const f = 10 ** places;
  return Math.round(x * f) / f;
}
