// Pins the replay of a market's books over time (issue 36 §2): one moment per instant any book
// moved, a book counted from its opening on, and the Kelly and dispersion series read from it.
import { describe, expect, it } from 'vitest';
import {
  consensusSteps,
  dispersionSeries,
  kellySeries,
  marketMoments,
  thinSeries,
  type BookMove,
} from '../../../../../server/domain/odds/bookTimeline';
import {
  columnMeans,
  outcomeProbabilities,
} from '../../../../../server/domain/odds/specialIndices';

// Book 0 opens at t=0 and moves at t=20; book 1 opens at t=10 and moves at t=20 too.
const book0: BookMove[] = [
  { t: 0, values: [1.8, 3.6, 3.6], state: '即' },
  { t: 20, values: [2.25, 2.25, 4.5], state: "12' 0-0" },
];
const book1: BookMove[] = [
  { t: 10, values: [2.25, 2.25, 4.5], state: '即' },
  { t: 20, values: [1.8, 3.6, 3.6], state: "12' 0-0" },
];

describe('market moments', () => {
  it('one per instant, each book from its opening on, in time order whatever the input order', () => {
    const moments = marketMoments([book0, [...book1].reverse()]);
    expect(moments.map((m) => m.t)).toEqual([0, 10, 20]);
    expect(moments[0]!.odds).toEqual([[1.8, 3.6, 3.6], null]);
    expect(moments[1]!.odds).toEqual([
      [1.8, 3.6, 3.6],
      [2.25, 2.25, 4.5],
    ]);
    expect(moments[2]).toEqual({
      t: 20,
      state: "12' 0-0",
      odds: [
        [2.25, 2.25, 4.5],
        [1.8, 3.6, 3.6],
      ],
    });
    expect(marketMoments([])).toEqual([]);
  });
});

describe('series', () => {
  const moments = marketMoments([book0, book1]);

  it('Kelly of a book from its opening, against the books open at each moment', () => {
    const series = kellySeries(moments, 1);
    expect(series.map((p) => p.t)).toEqual([10, 20]);
    // At t=10 the books are A and B of specialIndices.test.ts: book 1 (B) has Kelly
    // 2.25 × 0.45, 2.25 × 0.325, 4.5 × 0.225 = 1.0125, 0.73125, 1.0125.
    series[0]!.kelly.forEach((k, i) => expect(k).toBeCloseTo([1.0125, 0.73125, 1.0125][i]!, 9));
    // At t=20 they swapped odds, so book 1 has what book 0 had: 0.81, 1.17, 0.81.
    series[1]!.kelly.forEach((k, i) => expect(k).toBeCloseTo([0.81, 1.17, 0.81][i]!, 9));
    expect(series[1]!.odds).toEqual([1.8, 3.6, 3.6]);
    expect(series[1]!.state).toBe("12' 0-0");
    // Book 0 alone at t=0: its Kelly indices are its return rate, 0.9.
    kellySeries(moments, 0)[0]!.kelly.forEach((k) => expect(k).toBeCloseTo(0.9, 12));
  });

  it('dispersion of the books open at each moment', () => {
    const series = dispersionSeries(moments);
    expect(series.map((p) => p.books)).toEqual([1, 2, 2]);
    expect(series[0]!.variance).toEqual([0, 0, 0]);
    // 1.80 and 2.25 → 0.225² = 0.050625; 3.60 and 2.25 → 0.675²; 3.60 and 4.50 → 0.45²
    series[1]!.variance.forEach((v, i) =>
      expect(v).toBeCloseTo([0.050625, 0.455625, 0.2025][i]!, 9),
    );
  });

  it('the consensus view after every moment', () => {
    const steps = consensusSteps(moments, (books) =>
      columnMeans(books.map(outcomeProbabilities), 3),
    );
    expect(steps[0]!.p.map((x) => Math.round(x * 1e9) / 1e9)).toEqual([0.5, 0.25, 0.25]);
    expect(steps[1]!.p.map((x) => Math.round(x * 1e9) / 1e9)).toEqual([0.45, 0.325, 0.225]);
  });
});

describe('thinning', () => {
  it('keeps at most max points, the first and the last among them', () => {
    const points = Array.from({ length: 1000 }, (_, i) => i);
    const thin = thinSeries(points, 240);
    expect(thin).toHaveLength(240);
    expect(thin[0]).toBe(0);
    expect(thin.at(-1)).toBe(999);
    expect(thinSeries([1, 2, 3], 240)).toEqual([1, 2, 3]);
  });
});
