// Pins believable odds (issue 16 item 8): the probabilities → prices conversion of
// server/domain/odds/oddsMath.ts keeps every company's margin (a return of 89–97%) and the caps for any
// probabilities, extremes included; the companies' configured returns; the issue's own case (2–0 in
// the 75th minute); and that live drift (stepOdds) keeps the margin however long it runs.
import { describe, expect, it } from 'vitest';
import {
  bandReturn,
  DECIMAL_CAP,
  DECIMAL_FLOOR,
  decimalOdds,
  fairOfDecimals,
  fairOfImplied,
  fairOfWaters,
  hkWaters,
  powerImplied,
  RETURN_BAND,
  returnOfDecimals,
  returnOfWaters,
  WATER_BAND,
} from '../../../../../server/domain/odds/oddsMath';
import {
  basketballModel,
  basketballPrices,
  footballModel,
  footballPrices,
  type Triple,
} from '../../../../../server/domain/odds/pricing';
import { marginsOf, PROVIDERS, providerById } from '../../../../../server/domain/odds/providers';
import { createRandom } from '../../../../../server/domain/random';
import { stepOdds } from '../../../../../server/simulator/oddsDrift';

/** Returns across the band, its ends included. */
const RATES = [0.89, 0.9, 0.915, 0.93, 0.945, 0.96, 0.97];
/** Fair probabilities from even to all but decided, zeros included (a draw no longer possible). */
const THREE_WAY: Triple[] = [
  [0.45, 0.27, 0.28],
  [0.34, 0.33, 0.33],
  [0.7, 0.2, 0.1],
  [0.9, 0.08, 0.02],
  [0.98, 0.018, 0.002],
  [0.999, 0.0009, 0.0001],
  [1, 0, 0],
  [0.02, 0.95, 0.03],
  [0, 0.5, 0.5],
];
const SIDES = [0, 0.001, 0.02, 0.1, 0.3, 0.45, 0.5, 0.55, 0.7, 0.9, 0.98, 0.999, 1];

const show = (values: readonly number[]) => values.join('/');

/** Inside the band, with the two-decimal rounding of printed prices allowed for. */
function expectInBand(rate: number, what: string) {
  expect(rate, what).toBeGreaterThanOrEqual(RETURN_BAND.min - 0.0005);
  expect(rate, what).toBeLessThanOrEqual(RETURN_BAND.max + 0.0005);
}

describe('return rates', () => {
  it('are 1 / Σ 1/odds for europe and 1 / Σ 1/(1 + water) for a line', () => {
    // The prices: 1.01 / 100 / 100 returns 99%, no margin at all.
    expect(returnOfDecimals([1.01, 100, 100])).toBeCloseTo(0.99, 3);
    expect(returnOfDecimals([2, 3.5, 4])).toBeCloseTo(1 / (0.5 + 1 / 3.5 + 0.25), 9);
    // Basketball's draw is 0: not offered, left out.
    expect(returnOfDecimals([1.5, 0, 2.5])).toBeCloseTo(1 / (1 / 1.5 + 0.4), 9);
    expect(returnOfWaters(0.9, 0.9)).toBeCloseTo(0.95, 9);
    expect(returnOfWaters(0.85, 1.02)).toBeCloseTo(1 / (1 / 1.85 + 1 / 2.02), 9);
  });

  it('bandReturn holds a configured return inside 89–97%', () => {
    expect(bandReturn(0.99)).toBe(0.97);
    expect(bandReturn(0.8)).toBe(0.89);
    expect(bandReturn(0.93)).toBe(0.93);
  });
});

describe('the power method', () => {
  it('puts the overround on and takes it off again', () => {
    const p = [0.5, 0.3, 0.2];
    const q = powerImplied(p, 1.06, { lo: 0, hi: 1 });
    expect(q.reduce((s, x) => s + x, 0)).toBeCloseTo(1.06, 9);
    fairOfImplied(q).forEach((x, i) => expect(x).toBeCloseTo(p[i]!, 6));
  });

  it('loads long shots with more of the margin than favourites', () => {
    const p = [0.8, 0.15, 0.05];
    const q = powerImplied(p, 1.06, { lo: 0, hi: 1 });
    const loading = q.map((x, i) => x / p[i]!);
    expect(loading[2]).toBeGreaterThan(loading[1]!);
    expect(loading[1]).toBeGreaterThan(loading[0]!);
    // A favourite never gets an implied probability of 1 or more.
    expect(powerImplied([0.995, 0.004, 0.001], 1.1, { lo: 0, hi: 1 })[0]).toBeLessThan(1);
  });

  it('respects its bounds, giving back margin rather than passing them', () => {
    const q = powerImplied([1, 0, 0], 1.05, { lo: 1 / 41, hi: 1 / 1.01 });
    expect(q).toEqual([1 / 1.01, 1 / 41, 1 / 41]);
  });
});

describe('decimalOdds', () => {
  it('keeps the return in the band and the prices between 1.01 and the cap, for any probabilities', () => {
    for (const rate of RATES) {
      for (const probs of THREE_WAY) {
        const prices = decimalOdds(probs, rate);
        const what = `${show(probs)} at ${rate}: ${show(prices)}`;
        expectInBand(returnOfDecimals(prices), what);
        for (const v of prices) {
          expect(v, what).toBeGreaterThanOrEqual(DECIMAL_FLOOR);
          expect(v, what).toBeLessThanOrEqual(DECIMAL_CAP.threeWay);
          expect(Math.round(v * 100) / 100, what).toBe(v);
        }
      }
      for (const p of SIDES) {
        const prices = decimalOdds([p, 1 - p], rate);
        const what = `${p} at ${rate}: ${show(prices)}`;
        expectInBand(returnOfDecimals(prices), what);
        for (const v of prices) {
          expect(v, what).toBeGreaterThanOrEqual(DECIMAL_FLOOR);
          expect(v, what).toBeLessThanOrEqual(DECIMAL_CAP.twoWay);
        }
      }
    }
  });

  it('prices at the asked return when nothing is capped', () => {
    for (const rate of RATES) {
      expect(returnOfDecimals(decimalOdds([0.45, 0.27, 0.28], rate))).toBeCloseTo(rate, 2);
      expect(returnOfDecimals(decimalOdds([0.6, 0.4], rate))).toBeCloseTo(rate, 2);
    }
  });

  it('keeps the order of the outcomes: the likelier, the shorter', () => {
    const [home, draw, away] = decimalOdds([0.55, 0.25, 0.2], 0.94);
    expect(home).toBeLessThan(draw!);
    expect(draw).toBeLessThan(away!);
  });

  it('prices a decided match at the floor and the caps with a margin still kept', () => {
    const prices = decimalOdds([1, 0, 0], 0.945);
    expect(prices).toEqual([1.01, 41, 41]);
    expect(returnOfDecimals(prices)).toBeLessThan(0.97);
    expect(decimalOdds([1, 0], 0.945)).toEqual([1.01, 21]);
  });

  it('a book given a return outside the band is held inside it', () => {
    expectInBand(returnOfDecimals(decimalOdds([0.45, 0.27, 0.28], 0.9998)), 'asked 99.98%');
    expectInBand(returnOfDecimals(decimalOdds([0.45, 0.27, 0.28], 0.5)), 'asked 50%');
  });

  it('fairOfDecimals reads the view back', () => {
    const fair = fairOfDecimals(decimalOdds([0.5, 0.3, 0.2], 0.93));
    expect(fair[0]).toBeCloseTo(0.5, 2);
    expect(fair[2]).toBeCloseTo(0.2, 2);
  });
});

describe('hkWaters', () => {
  it('keeps the return in the band and the waters in 0.60–1.30, for any probability', () => {
    for (const rate of RATES) {
      for (const p of SIDES) {
        const [a, b] = hkWaters(p, rate);
        const what = `${p} at ${rate}: ${a} ${b}`;
        expectInBand(returnOfWaters(a, b), what);
        for (const w of [a, b]) {
          expect(w, what).toBeGreaterThanOrEqual(WATER_BAND.min);
          expect(w, what).toBeLessThanOrEqual(WATER_BAND.max);
        }
      }
    }
  });

  it('gives an even line even waters, a likelier side a lower one', () => {
    const [a, b] = hkWaters(0.5, 0.95);
    expect(a).toBe(b);
    expect(a).toBeCloseTo(0.9, 2);
    const [fav, dog] = hkWaters(0.56, 0.95);
    expect(fav).toBeLessThan(dog);
    expect(fairOfWaters(fav, dog)).toBeCloseTo(0.56, 1);
  });

  it('reads a pair of waters back the same whether asked once or again (it is remembered)', () => {
    for (const [a, b] of [
      [0.85, 0.95],
      [0.6, 1.3],
      [0.912345, 0.9],
    ] as const) {
      const direct = fairOfImplied([1 / (1 + a), 1 / (1 + b)])[0];
      expect(fairOfWaters(a, b)).toBe(direct);
      expect(fairOfWaters(a, b)).toBe(direct);
      expect(fairOfWaters(b, a)).toBe(fairOfImplied([1 / (1 + b), 1 / (1 + a)])[0]);
    }
  });
});

describe('the companies', () => {
  it('each keep a stable return inside the band, lines paying back more than europe', () => {
    for (const p of PROVIDERS) {
      for (const rate of [p.europeReturn, p.lineReturn]) {
        expect(rate, p.name).toBeGreaterThanOrEqual(0.89);
        expect(rate, p.name).toBeLessThanOrEqual(0.96);
      }
      expect(p.lineReturn, p.name).toBeGreaterThanOrEqual(p.europeReturn);
      expect(marginsOf(p).europe).toBeCloseTo(1 / p.europeReturn, 9);
    }
  });

  it('the official lotteries (竞彩官方 6, 篮彩官方 5) do not sell in play; bookmakers do', () => {
    expect(providerById(6)).toMatchObject({ name: '竞彩官方', inPlay: false });
    expect(providerById(5)).toMatchObject({ name: '篮彩官方', inPlay: false });
    for (const p of PROVIDERS.filter((x) => x.id !== 5 && x.id !== 6)) expect(p.inPlay).toBe(true);
  });
});

describe("the issue's match: 2–0 in the 75th minute", () => {
  const model = footballModel(0.1, 0, 2.6);
  const state = { homeScore: 2, awayScore: 0, remaining: 15 / 90 };

  it('every bookmaker: home very short, draw and away long but capped, its margin kept', () => {
    for (const p of PROVIDERS.filter((x) => x.sport !== 2)) {
      const prices = footballPrices(model, state, marginsOf(p));
      const [home, draw, away] = prices.europe;
      expect(home, p.name).toBeLessThanOrEqual(1.05);
      expect(draw, p.name).toBeGreaterThanOrEqual(8);
      expect(away, p.name).toBeGreaterThan(draw);
      expect(away, p.name).toBeLessThanOrEqual(DECIMAL_CAP.threeWay);
      expect(returnOfDecimals(prices.europe), p.name).toBeCloseTo(p.europeReturn, 2);
      for (const line of [prices.asia, prices.bigsmall]) {
        expectInBand(returnOfWaters(line[0], line[2]), `${p.name} ${show(line)}`);
      }
    }
  });

  it('at the final whistle every outcome is still priced, none at 0', () => {
    const end = footballPrices(
      model,
      { homeScore: 1, awayScore: 1, remaining: 0 },
      marginsOf(PROVIDERS[0]!),
    );
    expect(end.europe.every((v) => v >= DECIMAL_FLOOR)).toBe(true);
    expect(end.europe[1]).toBe(DECIMAL_FLOOR);
    expectInBand(returnOfDecimals(end.europe), show(end.europe));
  });

  it('a basketball blow-out keeps its margin, the long shot under its cap of 21', () => {
    const prices = basketballPrices(
      basketballModel(0.2, 0, 210),
      { homeScore: 110, awayScore: 80, remaining: 0.05 },
      marginsOf(PROVIDERS[0]!),
    );
    const [home, draw, away] = prices.europe;
    expect([home, draw]).toEqual([DECIMAL_FLOOR, 0]);
    expect(away).toBeGreaterThan(10);
    expect(away).toBeLessThanOrEqual(DECIMAL_CAP.twoWay);
    expectInBand(returnOfDecimals(prices.europe), show(prices.europe));
  });
});

describe('live drift keeps the margin', () => {
  it('a thousand quiet moves of every market stay in the band and the caps', () => {
    const rng = createRandom(16);
    const start = footballPrices(
      footballModel(0.3, -0.1, 2.7),
      { homeScore: 0, awayScore: 0, remaining: 0.6 },
      marginsOf(PROVIDERS[1]!),
    );
    const near = footballPrices(
      footballModel(0.35, -0.1, 2.7),
      { homeScore: 0, awayScore: 0, remaining: 0.55 },
      marginsOf(PROVIDERS[1]!),
    );
    for (const type of ['europe', 'asia', 'bigsmall'] as const) {
      let current = start[type];
      let moves = 0;
      for (let i = 0; i < 1000; i++) {
        const next = stepOdds(type, 1, current, near[type], rng, PROVIDERS[1]!.europeReturn);
        if (next !== current) moves++;
        current = next;
        const rate =
          type === 'europe' ? returnOfDecimals(current) : returnOfWaters(current[0], current[2]);
        expectInBand(rate, `${type} ${show(current)}`);
        if (type === 'europe')
          for (const v of current) expect(v).toBeLessThanOrEqual(DECIMAL_CAP.threeWay);
        else
          for (const w of [current[0], current[2]]) {
            expect(w).toBeGreaterThanOrEqual(WATER_BAND.min);
            expect(w).toBeLessThanOrEqual(WATER_BAND.max);
          }
      }
      expect(moves, type).toBeGreaterThan(100);
    }
  });

  it('a basketball moneyline drifts with its draw left at 0', () => {
    const rng = createRandom(3);
    const next = stepOdds('europe', 2, [1.6, 0, 2.3], [1.62, 0, 2.25], rng, 0.93);
    const moved = Array.from({ length: 50 }, () =>
      stepOdds('europe', 2, [1.6, 0, 2.3], [1.62, 0, 2.25], rng, 0.93),
    );
    for (const v of [next, ...moved]) {
      expect(v[1]).toBe(0);
      expectInBand(returnOfDecimals(v), show(v));
    }
  });
});
