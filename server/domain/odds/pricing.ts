import { decimalOdds, fairOfDecimals, hkWaters } from './oddsMath';

/**
 * How Matchday's made-up bookmakers price a match. Pure functions, shared by the seed (opening odds
 * and their pre-match history) and the simulator's live drift.
 *
 * Football: home and away goals are independent Poisson counts (expected goals from team strength).
 * Basketball: the final margin and total are normal. A bookmaker picks the most balanced line and
 * adds its margin (oddsMath.ts: power method, floors and caps): europe implied probabilities sum to
 * `margin.europe`, the two waters of a line to `margin.line` — the inverse of the company's return,
 * which stays between 89% and 97% (providers.ts).
 *
 * Stored triples (server/db/tables/odds.ts): europe [home, draw, away]; asia [home water, line, away
 * water] with the line from the home side (negative gives); bigsmall [over water, line, under water].
 */

export type Triple = [number, number, number];

/** A book's overrounds: Σ implied probabilities, 1 / return (about 1.04–1.11). */
export interface Margins {
  europe: number;
  line: number;
}

export interface FootballModel {
  /** Expected goals of each side over a whole match. */
  home: number;
  away: number;
}

export interface BasketballModel {
  /** Expected final margin (home minus away) and total points over a whole match. */
  margin: number;
  total: number;
}

/** Where a match stands: the score and the share of playing time left (1 before kick-off). */
export interface LiveState {
  homeScore: number;
  awayScore: number;
  remaining: number;
}

export const PRE_MATCH: LiveState = { homeScore: 0, awayScore: 0, remaining: 1 };

/** Spread of a basketball match's final margin and total, in points, over a whole match. */
export const BASKETBALL_MARGIN_SD = 12;
export const BASKETBALL_TOTAL_SD = 16;

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** Expected goals from two strengths in [-1, 1], a league's goals per match and home advantage. */
export function footballModel(home: number, away: number, totalGoals: number): FootballModel {
  const supremacy = clamp(0.3 + 1.3 * (home - away), -2.8, 2.8);
  return {
    home: Math.max(0.15, (totalGoals + supremacy) / 2),
    away: Math.max(0.15, (totalGoals - supremacy) / 2),
  };
}

/** Expected margin and total from two strengths in [-1, 1] and a league's points per match. */
export function basketballModel(home: number, away: number, total: number): BasketballModel {
  return { margin: clamp(3 + 10 * (home - away), -25, 25), total };
}

function poisson(lambda: number, max = 12): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k++) {
    out.push(p);
    p = (p * lambda) / (k + 1);
  }
  return out;
}

/** A discrete distribution on whole numbers: probability `p[i]` of the value `offset + i`. */
export interface Distribution {
  offset: number;
  p: Float64Array;
}

/** Goal difference (home minus away) and total of the goals still to come. */
export function remainingGoals(model: FootballModel, remaining: number, scored = 0) {
  const home = poisson(model.home * remaining);
  const away = poisson(model.away * remaining);
  const max = home.length - 1;
  const diff: Distribution = { offset: -max, p: new Float64Array(2 * max + 1) };
  const total: Distribution = { offset: scored, p: new Float64Array(2 * max + 1) };
  for (let h = 0; h <= max; h++) {
    for (let a = 0; a <= max; a++) {
      const p = home[h]! * away[a]!;
      diff.p[h - a + max]! += p;
      total.p[h + a]! += p;
    }
  }
  return { diff, total };
}

/**
 * Fair decimal prices of the two sides of a line on a discrete distribution: side A wins when the
 * value is above `threshold`, pushes on equality. A quarter threshold is two half stakes on the
 * neighbouring half and whole thresholds.
 */
export function fairSides(dist: Distribution, threshold: number): [number, number] {
  const q = Math.round(threshold * 4);
  const parts = q % 2 === 0 ? [q / 4] : [(q - 1) / 4, (q + 1) / 4];
  let win = 0;
  let lose = 0;
  let push = 0;
  for (const t of parts) {
    for (let i = 0; i < dist.p.length; i++) {
      const value = dist.offset + i;
      const p = dist.p[i]!;
      if (value > t + 1e-9) win += p;
      else if (value < t - 1e-9) lose += p;
      else push += p;
    }
  }
  const stake = parts.length;
  return [(stake - push) / Math.max(win, 1e-9), (stake - push) / Math.max(lose, 1e-9)];
}

function meanOf(dist: Distribution): number {
  let m = 0;
  for (let i = 0; i < dist.p.length; i++) m += (dist.offset + i) * dist.p[i]!;
  return m;
}

/** Hong Kong waters of two fair prices with the bookmaker's margin on the pair (oddsMath.ts). */
export function watersOf(fair: [number, number], margin: number): [number, number] {
  const qa = 1 / fair[0];
  const qb = 1 / fair[1];
  return hkWaters(qa / (qa + qb), 1 / margin);
}

/**
 * Decimal europe odds of fair probabilities with the bookmaker's margin (oddsMath.ts). Football's
 * three outcomes are always priced, even one that can no longer happen (at the cap); basketball has
 * no draw, written as 0.
 */
export function europeOf(probs: Triple, margin: number, withDraw = true): Triple {
  if (withDraw) return decimalOdds(probs, 1 / margin) as Triple;
  const [home, away] = decimalOdds([probs[0], probs[2]], 1 / margin) as [number, number];
  return [home, 0, away];
}

/**
 * The quarter threshold, within 1.5 of the distribution's mean and not below `min`, whose two sides
 * are priced closest to even.
 */
export function balanced(dist: Distribution, min: number): number {
  const centre = Math.round(meanOf(dist) * 4) / 4;
  let best = Math.max(min, centre);
  let gap = Number.POSITIVE_INFINITY;
  for (let c = Math.max(min, centre - 1.5); c <= centre + 1.5; c += 0.25) {
    const [a, b] = fairSides(dist, c);
    const g = Math.abs(Math.log(a / b));
    if (g < gap - 1e-12) {
      gap = g;
      best = c;
    }
  }
  return best;
}

export interface Prices {
  europe: Triple;
  asia: Triple;
  bigsmall: Triple;
}

export type PriceType = keyof Prices;

/** Fair probabilities of a home win, a draw and an away win, from the score and the time left. */
export function footballProbs(model: FootballModel, state: LiveState): Triple {
  const { diff } = remainingGoals(model, clamp(state.remaining, 0, 1));
  const lead = state.homeScore - state.awayScore;
  const probs: Triple = [0, 0, 0];
  for (let i = 0; i < diff.p.length; i++) {
    const d = diff.offset + i + lead;
    probs[d > 0 ? 0 : d === 0 ? 1 : 2] += diff.p[i]!;
  }
  return probs;
}

/**
 * One football price at a moment. Europe settles on the final score; the live Asian handicap on the
 * goals still to come (the score when betting counts as 0-0, as Asian books settle in-running);
 * over/under on all the match's goals, so a goal moves its line up by one.
 */
export function footballPrice(
  type: PriceType,
  model: FootballModel,
  state: LiveState,
  margins: Margins,
): Triple {
  if (type === 'europe') return europeOf(footballProbs(model, state), margins.europe);
  const r = clamp(state.remaining, 0, 1);
  const scored = state.homeScore + state.awayScore;
  const { diff, total } = remainingGoals(model, r, scored);
  if (type === 'asia') {
    // Home covers line L when diff + L > 0, i.e. diff > -L.
    const threshold = clamp(balanced(diff, -3.5), -3.5, 3.5);
    const waters = watersOf(fairSides(diff, threshold), margins.line);
    return [waters[0], -threshold + 0, waters[1]];
  }
  const line = balanced(total, scored + 0.5);
  const waters = watersOf(fairSides(total, line), margins.line);
  return [waters[0], line, waters[1]];
}

/** All three football prices at a moment (footballPrice). */
export function footballPrices(model: FootballModel, state: LiveState, margins: Margins): Prices {
  return {
    europe: footballPrice('europe', model, state, margins),
    asia: footballPrice('asia', model, state, margins),
    bigsmall: footballPrice('bigsmall', model, state, margins),
  };
}

/** Standard normal distribution function (Abramowitz–Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The nearest line ending in .5, so a basketball line never pushes. */
const halfPoint = (x: number) => Math.round(x - 0.5) + 0.5;

function sidesOfNormal(mean: number, sd: number, line: number): [number, number] {
  const p = clamp(normalCdf((mean - line) / sd), 0.005, 0.995);
  return [1 / p, 1 / (1 - p)];
}

/** Basketball prices at a moment: all three on the full-game score. */
export function basketballPrices(
  model: BasketballModel,
  state: LiveState,
  margins: Margins,
): Prices {
  const r = clamp(state.remaining, 0, 1);
  const spread = Math.max(0.5, Math.sqrt(r));
  const mean = state.homeScore - state.awayScore + model.margin * r;
  const total = state.homeScore + state.awayScore + model.total * r;
  const sd = BASKETBALL_MARGIN_SD * spread;
  const pHome = clamp(normalCdf(mean / sd), 0.003, 0.997);
  const handicap = halfPoint(mean);
  const line = halfPoint(total);
  const asiaWaters = watersOf(sidesOfNormal(mean, sd, handicap), margins.line);
  const totalWaters = watersOf(
    sidesOfNormal(total, BASKETBALL_TOTAL_SD * spread, line),
    margins.line,
  );
  return {
    europe: europeOf([pHome, 0, 1 - pHome], margins.europe, false),
    asia: [asiaWaters[0], -handicap, asiaWaters[1]],
    bigsmall: [totalWaters[0], line, totalWaters[1]],
  };
}

/** The margin a europe triple carries: Σ 1/odds over its non-zero prices. */
export function europeMargin(values: Triple): number {
  return values.reduce((s, v) => (v > 0 ? s + 1 / v : s), 0);
}

/** The margin of a line's two waters: 1/(1+a) + 1/(1+b). */
export function lineMargin(values: Triple): number {
  return 1 / (1 + values[0]) + 1 / (1 + values[2]);
}

/**
 * Recovers the football model behind opening prices: the total from the over/under line (nudged by
 * its waters), the supremacy by bisection so the model's home-minus-away probability matches the
 * europe odds.
 */
export function fitFootballModel(europe: Triple, bigsmall: Triple | null): FootballModel {
  const total = bigsmall ? clamp(bigsmall[1] + (bigsmall[2] - bigsmall[0]) * 0.6, 1.2, 5) : 2.6;
  // The book's view without its margin, as the power method put it on (oddsMath.ts).
  const fair = europe.every((v) => v > 0) ? fairOfDecimals(europe) : [1, 1, 1];
  const target = (fair[0]! - fair[2]!) / (fair[0]! + fair[1]! + fair[2]!);
  let lo = -2.8;
  let hi = 2.8;
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    const model = {
      home: Math.max(0.1, (total + mid) / 2),
      away: Math.max(0.1, (total - mid) / 2),
    };
    const p = footballProbs(model, PRE_MATCH);
    const edge = (p[0] - p[2]) / (p[0] + p[1] + p[2]);
    if (edge < target) lo = mid;
    else hi = mid;
  }
  const supremacy = (lo + hi) / 2;
  return {
    home: Math.max(0.1, (total + supremacy) / 2),
    away: Math.max(0.1, (total - supremacy) / 2),
  };
}

/** Recovers the basketball model from opening lines: margin from the spread, total from the total. */
export function fitBasketballModel(asia: Triple | null, bigsmall: Triple | null): BasketballModel {
  const margin = asia ? -asia[1] + (asia[2] - asia[0]) * 4 : 3;
  const total = bigsmall ? bigsmall[1] + (bigsmall[2] - bigsmall[0]) * 6 : 210;
  return { margin, total };
}
