/**
 * Probabilities → bookmaker prices, the rules every market of Matchday follows (issue 16 item 8,
 * docs/decisions/simulation.md "Believable odds"). Pure functions, no I/O: the seed's pre-match odds,
 * their history and the simulator's live drift all price through here, so no path can write a price
 * without the book's margin or outside the caps.
 *
 * Return (payout) of a market = 1 / Σ implied probabilities: 1 / (1/h + 1/d + 1/a) for europe, and
 * 1 / (1/(1+w1) + 1/(1+w2)) for a line with Hong Kong waters (decimal − 1).
 */

/** Bookmakers keep a margin: their return lies in this band for every market, at every moment. */
export const RETURN_BAND = { min: 0.89, max: 0.97 } as const;

/** No bookmaker prints a decimal price below 1.01: a certain winner is taken off, not priced at 1. */
export const DECIMAL_FLOOR = 1.01;

/**
 * Caps on decimal prices. They are tied to the floor: with the favourite at 1.01 (implied 0.990),
 * two three-way long shots at 41 still carry 0.049 (a return of 96.3%) and a two-way long shot at 21
 * carries 0.048 (96.4%). Caps any higher and a decided match would be priced near a 99% return,
 * the 100/100/1.01 of the issue.
 */
export const DECIMAL_CAP = { threeWay: 41, twoWay: 21 } as const;

/**
 * Hong Kong waters of a handicap or over/under line stay in this band: a book moves the line, or
 * takes the market off, before paying more or less. At the band's ends (1.30 against 0.60) a line
 * still keeps a return of 94.4%.
 */
export const WATER_BAND = { min: 0.6, max: 1.3 } as const;

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/**
 * Prices are printed in cents, and rounding to the nearest cent can carry a return asked for near an
 * edge of the band (89% or 97%) just across it. Rounding every price the same way cannot: down lowers
 * the return, up raises it, each by well under a point. So a book asking for the upper half of the
 * band rounds its prices down, one asking for the lower half rounds them up.
 */
function centsToward(rate: number): (x: number) => number {
  const down = rate > (RETURN_BAND.min + RETURN_BAND.max) / 2;
  // The epsilon keeps an exact cent (1.3 stored as 1.2999999999999998) on itself.
  return down ? (x) => Math.floor(x * 100 + 1e-6) / 100 : (x) => Math.ceil(x * 100 - 1e-6) / 100;
}

/** Return of decimal prices; a 0 is a price not offered (basketball's draw) and is left out. */
export function returnOfDecimals(prices: readonly number[]): number {
  const sum = prices.reduce((s, v) => (v > 0 ? s + 1 / v : s), 0);
  return sum > 0 ? 1 / sum : 0;
}

/** Return of a line's two Hong Kong waters. */
export function returnOfWaters(a: number, b: number): number {
  return 1 / (1 / (1 + a) + 1 / (1 + b));
}

/** A company's configured return, held inside the band whatever it was given. */
export function bandReturn(rate: number): number {
  return clamp(rate, RETURN_BAND.min, RETURN_BAND.max);
}

/**
 * Implied probabilities carrying a margin, by the power method: q = clamp(p^k) with k < 1 found so
 * that Σ q = `overround`. Raising to a power below one lifts small probabilities the most, so long
 * shots carry more of the margin than favourites (the favourite–long-shot bias real books show),
 * and a favourite never gets an implied probability above 1. Each q is held in [lo, hi]; when the
 * bounds alone already exceed the overround (every outcome at a bound), the bounds win — the book's
 * return is then lower than asked, never higher.
 */
export function powerImplied(
  probs: readonly number[],
  overround: number,
  bounds: { lo: number; hi: number },
): number[] {
  const total = probs.reduce((s, p) => s + Math.max(0, p), 0);
  const fair = probs.map((p) => (total > 0 ? Math.max(0, p) / total : 1 / probs.length));
  const one = (p: number, k: number) => clamp(p > 0 ? p ** k : 0, bounds.lo, bounds.hi);
  const at = (k: number) => fair.map((p) => one(p, k));
  // The bisection runs on every price the simulator writes each minute: the sum is taken in a loop,
  // in the same order as a reduce over at(k), so it is as exact and allocates nothing.
  const sumAt = (k: number) => {
    let s = 0;
    for (const p of fair) s += one(p, k);
    return s;
  };
  // Σ clamp(p^k) falls as k grows; bisect k in (0, 1] for the overround.
  let lo = 1e-6;
  let hi = 1;
  if (sumAt(hi) >= overround) return at(hi);
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (sumAt(mid) > overround) lo = mid;
    else hi = mid;
  }
  return at((lo + hi) / 2);
}

/**
 * The fair probabilities behind implied ones, inverting the power method: p = q^(1/k) with Σ p = 1.
 * Used to read a book's view back from its prices (a model fitted to opening odds, a live move).
 */
export function fairOfImplied(implied: readonly number[]): number[] {
  const q = implied.map((x) => clamp(x, 1e-9, 1 - 1e-9));
  const at = (k: number) => q.map((x) => x ** (1 / k));
  const sum = (p: number[]) => p.reduce((s, x) => s + x, 0);
  // As in powerImplied: the same sum as sum(at(k)), without an array per step.
  const sumAt = (k: number) => {
    let s = 0;
    for (const x of q) s += x ** (1 / k);
    return s;
  };
  const total = sum(q);
  if (total <= 1) return q.map((x) => x / total);
  // Σ q^(1/k) grows with k; bisect k in (0, 1] for Σ = 1.
  let lo = 1e-3;
  let hi = 1;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (sumAt(mid) < 1) lo = mid;
    else hi = mid;
  }
  const p = at((lo + hi) / 2);
  const s = sum(p);
  return p.map((x) => x / s);
}

/**
 * Decimal prices of two or three outcomes (1X2, or basketball's home/away) from fair probabilities
 * (any non-negative weights; normalised here) at the book's `targetReturn`: margin by the power
 * method, each price between DECIMAL_FLOOR and its cap, in cents (centsToward). An outcome of
 * probability 0 is still offered, at the cap: a match that cannot end in a draw any more is taken
 * off by real books, and a capped price is the nearest believable thing.
 */
export function decimalOdds(probs: readonly number[], targetReturn: number): number[] {
  const cap = probs.length >= 3 ? DECIMAL_CAP.threeWay : DECIMAL_CAP.twoWay;
  const rate = bandReturn(targetReturn);
  const implied = powerImplied(probs, 1 / rate, { lo: 1 / cap, hi: 1 / DECIMAL_FLOOR });
  const cents = centsToward(rate);
  return implied.map((q) => clamp(cents(1 / q), DECIMAL_FLOOR, cap));
}

/**
 * Hong Kong waters of a two-way line from the fair probability that side A wins (pushes left out)
 * at the book's `targetReturn`, each within WATER_BAND, in cents (centsToward).
 */
export function hkWaters(pA: number, targetReturn: number): [number, number] {
  const p = clamp(pA, 0, 1);
  const rate = bandReturn(targetReturn);
  const [qa, qb] = powerImplied([p, 1 - p], 1 / rate, {
    lo: 1 / (1 + WATER_BAND.max),
    hi: 1 / (1 + WATER_BAND.min),
  }) as [number, number];
  const cents = centsToward(rate);
  const water = (q: number) => clamp(cents(1 / q - 1), WATER_BAND.min, WATER_BAND.max);
  return [water(qa), water(qb)];
}

/** The fair probabilities behind decimal prices; a 0 (not offered) reads as next to impossible. */
export function fairOfDecimals(prices: readonly number[]): number[] {
  return fairOfImplied(prices.map((v) => (v > 0 ? 1 / v : 0)));
}

/**
 * Waters are printed in cents within WATER_BAND, so a book only ever asks about a few thousand
 * pairs, and the simulator asks about every in-play line each minute: each pair is inverted once.
 * The bound only matters for callers passing unrounded waters.
 */
const FAIR_OF_WATERS_KEPT = 20_000;
const fairOfWatersSeen = new Map<string, number>();

/** The fair probability of side A behind a line's two Hong Kong waters. */
export function fairOfWaters(a: number, b: number): number {
  const key = `${a}/${b}`;
  let fair = fairOfWatersSeen.get(key);
  if (fair === undefined) {
    if (fairOfWatersSeen.size >= FAIR_OF_WATERS_KEPT) fairOfWatersSeen.clear();
    fair = fairOfImplied([1 / (1 + a), 1 / (1 + b)])[0]!;
    fairOfWatersSeen.set(key, fair);
  }
  return fair;
}
