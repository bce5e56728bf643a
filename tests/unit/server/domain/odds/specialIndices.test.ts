// Pins the special-data formulas (issue 36 §2; docs/decisions/special-data.md) on examples worked by
// hand: return rate, probabilities, Kelly indices and their variance, dispersion, the Betfair
// figures; football's three outcomes and basketball's two.
import { describe, expect, it } from 'vitest';
import {
  dispersionOf,
  exchangeFigures,
  kellyTable,
  outcomeProbabilities,
  populationVariance,
  returnRate,
  roundTo,
} from '../../../../../server/domain/odds/specialIndices';

// Two books on one football match, with round numbers:
//   A 1.80 / 3.60 / 3.60: 1/1.8 + 1/3.6 + 1/3.6 = 0.5556 + 0.2778 + 0.2778 = 1.1111 → F = 0.9
//     p = 0.9/1.8, 0.9/3.6, 0.9/3.6 = 0.50, 0.25, 0.25
//   B 2.25 / 2.25 / 4.50: 0.4444 + 0.4444 + 0.2222 = 1.1111 → F = 0.9
//     p = 0.9/2.25, 0.9/2.25, 0.9/4.5 = 0.40, 0.40, 0.20
const A = [1.8, 3.6, 3.6];
const B = [2.25, 2.25, 4.5];

const close = (actual: readonly number[], expected: readonly number[]) => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((x, i) => expect(x).toBeCloseTo(expected[i]!, 9));
};

describe('return rate and probabilities', () => {
  it('F = 1 / Σ 1/odds and p = F / odds', () => {
    expect(returnRate(A)).toBeCloseTo(0.9, 12);
    expect(returnRate(B)).toBeCloseTo(0.9, 12);
    close(outcomeProbabilities(A), [0.5, 0.25, 0.25]);
    close(outcomeProbabilities(B), [0.4, 0.4, 0.2]);
  });

  it('a real book: 2.10 / 3.30 / 3.40', () => {
    // 1/2.1 + 1/3.3 + 1/3.4 = 0.476190 + 0.303030 + 0.294118 = 1.073338 → F = 0.931673
    // p = 0.931673 / 2.1 = 0.443654; / 3.3 = 0.282325; / 3.4 = 0.274021 (they add up to 1)
    expect(returnRate([2.1, 3.3, 3.4])).toBeCloseTo(0.931673, 6);
    const p = outcomeProbabilities([2.1, 3.3, 3.4]);
    close(
      p.map((x) => roundTo(x, 6)),
      [0.443654, 0.282325, 0.274021],
    );
    expect(p.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 12);
  });
});

describe('Kelly indices', () => {
  it('odds × the books’ mean probability, and the variance across the books', () => {
    // mean p = (0.50 + 0.40)/2, (0.25 + 0.40)/2, (0.25 + 0.20)/2 = 0.45, 0.325, 0.225
    // Kelly A = 1.80 × 0.45, 3.60 × 0.325, 3.60 × 0.225 = 0.81, 1.17, 0.81
    // Kelly B = 2.25 × 0.45, 2.25 × 0.325, 4.50 × 0.225 = 1.0125, 0.73125, 1.0125
    // mean = 0.91125, 0.950625, 0.91125
    // variance home = ((0.81 − 0.91125)² + (1.0125 − 0.91125)²) / 2 = 0.10125² = 0.0102515625
    // variance draw = ((1.17 − 0.950625)² + (0.73125 − 0.950625)²) / 2 = 0.219375² = 0.048125390625
    const table = kellyTable([A, B]);
    close(table.meanProbabilities, [0.45, 0.325, 0.225]);
    close(table.books[0]!.kelly, [0.81, 1.17, 0.81]);
    close(table.books[1]!.kelly, [1.0125, 0.73125, 1.0125]);
    close(table.kellyMean, [0.91125, 0.950625, 0.91125]);
    close(table.kellyVariance, [0.0102515625, 0.048125390625, 0.0102515625]);
    expect(table.books[0]!.returnRate).toBeCloseTo(0.9, 12);
    close(table.books[1]!.probabilities, [0.4, 0.4, 0.2]);
  });

  it('one book is its own market: its Kelly indices are its return rate, with no variance', () => {
    // mean p = A's own p, so Kelly = odds × F / odds = F = 0.9 on every outcome.
    const table = kellyTable([A]);
    close(table.books[0]!.kelly, [0.9, 0.9, 0.9]);
    close(table.kellyVariance, [0, 0, 0]);
  });

  it('basketball has two outcomes', () => {
    // C 1.50 / 2.50: 0.666667 + 0.4 = 1.066667 → F = 0.9375, p = 0.625, 0.375
    // D 1.60 / 2.40: 0.625 + 0.416667 = 1.041667 → F = 0.96,   p = 0.6,   0.4
    // mean p = 0.6125, 0.3875; Kelly C = 1.5 × 0.6125, 2.5 × 0.3875 = 0.91875, 0.96875
    // Kelly D = 1.6 × 0.6125, 2.4 × 0.3875 = 0.98, 0.93; variance home = (0.06125/2)² = 0.0009378906
    const table = kellyTable([
      [1.5, 2.5],
      [1.6, 2.4],
    ]);
    close(table.meanProbabilities, [0.6125, 0.3875]);
    close(table.books[0]!.kelly, [0.91875, 0.96875]);
    close(table.books[1]!.kelly, [0.98, 0.93]);
    close(table.kellyVariance, [0.030625 ** 2, 0.019375 ** 2]);
  });

  it('no books, no figures', () => {
    const table = kellyTable([]);
    expect(table).toEqual({ books: [], meanProbabilities: [], kellyMean: [], kellyVariance: [] });
  });
});

describe('dispersion', () => {
  it('is the population variance of the books’ odds of each outcome', () => {
    // home 1.80, 2.25: mean 2.025, variance 0.225² = 0.050625
    // draw 3.60, 2.25: mean 2.925, variance 0.675² = 0.455625
    // away 3.60, 4.50: mean 4.05,  variance 0.45²  = 0.2025
    const d = dispersionOf([A, B]);
    close(d.mean, [2.025, 2.925, 4.05]);
    close(d.variance, [0.050625, 0.455625, 0.2025]);
  });

  it('population variance: 2, 4, 4, 4, 5, 5, 7, 9 → mean 5, Σ(x − 5)² = 32, / 8 = 4', () => {
    expect(populationVariance([2, 4, 4, 4, 5, 5, 7, 9])).toBe(4);
    expect(populationVariance([])).toBe(0);
  });
});

describe('Betfair', () => {
  it('shares, the layers’ profit and loss, the hot/cold index', () => {
    // volumes 600 / 250 / 150 at 1.80 / 3.60 / 5.00: total 1000, shares 0.60 / 0.25 / 0.15
    // profit = 1000 − 600 × 1.8 = −80; 1000 − 250 × 3.6 = 100; 1000 − 150 × 5 = 250
    // hot/cold = 0.60 / (1/1.8) = 1.08; 0.25 / (1/3.6) = 0.90; 0.15 / (1/5) = 0.75
    const { total, outcomes } = exchangeFigures([600, 250, 150], [1.8, 3.6, 5]);
    expect(total).toBe(1000);
    close(
      outcomes.map((o) => o.share),
      [0.6, 0.25, 0.15],
    );
    close(
      outcomes.map((o) => o.profit),
      [-80, 100, 250],
    );
    close(
      outcomes.map((o) => o.hotCold),
      [1.08, 0.9, 0.75],
    );
  });

  it('nothing matched: no shares and no profit, the page’s no data yet', () => {
    const { total, outcomes } = exchangeFigures([0, 0], [1.5, 2.6]);
    expect(total).toBe(0);
    expect(outcomes).toEqual([
      { share: 0, profit: 0, hotCold: 0 },
      { share: 0, profit: 0, hotCold: 0 },
    ]);
  });
});
