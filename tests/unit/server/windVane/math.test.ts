// Pins the wind vane's figures (issue 35 §2; docs/decisions/wind-vane.md): the probabilities odds
// imply add up to 100 with the margin out and keep the odds' order; the consensus is the books'
// mean after every move, starting from their openings; the flow and the side it leads to; how many
// books moved toward each side; a long series thinned with its ends kept.
import { describe, expect, it } from 'vitest';
import {
  consensusSeries,
  flowOf,
  leadOf,
  meanOf,
  probsOf,
  thin,
  towardOf,
} from '../../../../server/features/windVane/math';

const sum = (t: readonly number[]) => t.reduce((s, x) => s + x, 0);

describe('implied probabilities', () => {
  it('take the margin out: they add up to 100, the shortest price the likeliest', () => {
    const p = probsOf([1.9, 3.4, 4.2]);
    expect(sum(p)).toBeCloseTo(100, 1);
    expect(p[0]).toBeGreaterThan(p[1]);
    expect(p[1]).toBeGreaterThan(p[2]);
    // Fair odds give back 1/odds exactly.
    expect(probsOf([2, 4, 4])).toEqual([50, 25, 25]);
  });
});

describe('the consensus and its flow', () => {
  it('is the books’ mean, and the flow leads to the side that rose most', () => {
    expect(
      meanOf([
        [50, 25, 25],
        [40, 30, 30],
      ]),
    ).toEqual([45, 27.5, 27.5]);
    const flow = flowOf([45, 27.5, 27.5], [50, 25, 25]);
    expect(flow).toEqual([5, -2.5, -2.5]);
    expect(leadOf(flow)).toBe(0);
    expect(leadOf([0, 0, 0])).toBeNull();
    expect(leadOf([-1, 0.5, 0.5])).toBe(1);
    expect(
      towardOf([
        { opening: [40, 30, 30], now: [50, 25, 25] },
        { opening: [40, 30, 30], now: [35, 32, 33] },
      ]),
    ).toEqual([1, 1, 1]);
  });

  it('starts from the openings and replaces a book’s odds at each move', () => {
    const series = consensusSeries([
      { opening: [2, 4, 4], changes: [{ t: 20, values: [4, 4, 2] }] },
      { opening: [2, 4, 4], changes: [{ t: 10, values: [4, 4, 2] }] },
    ]);
    expect(series).toEqual([
      { t: 10, p: [50, 25, 25] },
      { t: 10, p: [37.5, 25, 37.5] },
      { t: 20, p: [25, 25, 50] },
    ]);
    expect(consensusSeries([{ opening: [2, 4, 4], changes: [] }])).toEqual([]);
  });

  it('thins a long series evenly, its first and last kept', () => {
    const points = Array.from({ length: 1000 }, (_, i) => i);
    const thinned = thin(points, 240);
    expect(thinned).toHaveLength(240);
    expect(thinned[0]).toBe(0);
    expect(thinned[239]).toBe(999);
    expect(thin([1, 2, 3], 240)).toEqual([1, 2, 3]);
  });
});
