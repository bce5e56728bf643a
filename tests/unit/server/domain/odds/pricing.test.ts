// Pins the made-up bookmakers (server/domain/odds/pricing.ts, history.ts) and the live drift's pure parts
// (server/simulator/oddsDrift.ts): margins, balanced lines, favourites, determinism, live moves.
import { describe, expect, it } from 'vitest';
import { draftProviderOdds, type MatchForOdds } from '../../../../../server/seed/odds/history';
import {
  basketballModel,
  basketballPrices,
  europeMargin,
  fitBasketballModel,
  fitFootballModel,
  footballModel,
  footballPrices,
  lineMargin,
  normalCdf,
  PRE_MATCH,
  type Triple,
} from '../../../../../server/domain/odds/pricing';
import { PROVIDERS, providersOf } from '../../../../../server/domain/odds/providers';
import { createRandom } from '../../../../../server/domain/random';
import {
  liveMatchState,
  remainingShare,
  stepOdds,
} from '../../../../../server/simulator/oddsDrift';

const MARGINS = { europe: 1.06, line: 1.035 };

describe('football prices', () => {
  it('carry the margin and pick a balanced quarter line', () => {
    for (const [home, away] of [
      [0, 0],
      [0.6, -0.4],
      [-0.5, 0.5],
    ] as const) {
      const p = footballPrices(footballModel(home, away, 2.6), PRE_MATCH, MARGINS);
      expect(europeMargin(p.europe)).toBeCloseTo(1.06, 1);
      expect(lineMargin(p.asia)).toBeCloseTo(1.035, 1);
      expect(Number.isInteger(p.asia[1] * 4)).toBe(true);
      expect(Number.isInteger(p.bigsmall[1] * 4)).toBe(true);
      // Balanced: neither water far from even money.
      for (const w of [p.asia[0], p.asia[2], p.bigsmall[0], p.bigsmall[2]]) {
        expect(w).toBeGreaterThan(0.7);
        expect(w).toBeLessThan(1.2);
      }
    }
  });

  it('make the stronger side the favourite and give it the handicap', () => {
    const strong = footballPrices(footballModel(0.8, -0.5, 2.6), PRE_MATCH, MARGINS);
    expect(strong.europe[0]).toBeLessThan(1.6);
    expect(strong.asia[1]).toBeLessThanOrEqual(-1);
    const weak = footballPrices(footballModel(-0.8, 0.5, 2.6), PRE_MATCH, MARGINS);
    expect(weak.europe[2]).toBeLessThan(weak.europe[0]);
    expect(weak.asia[1]).toBeGreaterThan(0);
  });

  it('raise the over/under line with a higher-scoring league', () => {
    const low = footballPrices(footballModel(0, 0, 2.1), PRE_MATCH, MARGINS);
    const high = footballPrices(footballModel(0, 0, 3.4), PRE_MATCH, MARGINS);
    expect(high.bigsmall[1]).toBeGreaterThan(low.bigsmall[1]);
  });

  it('after a late goal: the scorer a heavy favourite, the total line a goal higher', () => {
    const model = footballModel(0, 0, 2.6);
    const level = footballPrices(model, { homeScore: 0, awayScore: 0, remaining: 0.25 }, MARGINS);
    const ahead = footballPrices(model, { homeScore: 1, awayScore: 0, remaining: 0.25 }, MARGINS);
    expect(ahead.europe[0]).toBeLessThan(1.4);
    expect(ahead.europe[0]).toBeLessThan(level.europe[0] / 2);
    expect(ahead.bigsmall[1] - level.bigsmall[1]).toBe(1);
  });

  it('fitFootballModel recovers the model behind its prices', () => {
    const model = footballModel(0.4, -0.2, 2.7);
    const p = footballPrices(model, PRE_MATCH, MARGINS);
    const fit = fitFootballModel(p.europe, p.bigsmall);
    expect(fit.home - fit.away).toBeCloseTo(model.home - model.away, 0);
    expect(fit.home + fit.away).toBeGreaterThan(2.2);
    expect(fit.home + fit.away).toBeLessThan(3.2);
  });
});

describe('basketball prices', () => {
  it('have no draw and half-point lines', () => {
    const p = basketballPrices(basketballModel(0.3, -0.1, 214), PRE_MATCH, MARGINS);
    expect(p.europe[1]).toBe(0);
    expect(p.europe[0]).toBeLessThan(p.europe[2]);
    expect(Math.abs(p.asia[1] % 1)).toBe(0.5);
    expect(p.asia[1]).toBeLessThan(0);
    expect(p.bigsmall[1] % 1).toBe(0.5);
    expect(Math.abs(p.bigsmall[1] - 214)).toBeLessThanOrEqual(0.5);
    const fit = fitBasketballModel(p.asia, p.bigsmall);
    expect(Math.abs(fit.margin - 7)).toBeLessThan(2);
  });

  it('normalCdf is the standard normal', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1)).toBeCloseTo(0.1587, 3);
  });
});

describe('providers and pre-match history', () => {
  it('offers the official lotteries only on lottery matches of their sport', () => {
    const ids = (sport: number, tabs: number[]) => providersOf(sport, tabs).map((p) => p.id);
    expect(ids(1, [401])).toContain(6);
    expect(ids(1, [])).not.toContain(6);
    expect(ids(1, [406])).not.toContain(6);
    expect(ids(2, [406])).toContain(5);
    expect(ids(2, [401])).not.toContain(5);
    expect(ids(2, [406])).not.toContain(6);
    expect(ids(1, [])).not.toContain(5);
    expect(PROVIDERS.find((p) => p.id === 0)?.name).toBe('皇冠');
  });

  const match: MatchForOdds = {
    id: 77,
    sport: 1,
    matchTime: new Date(Date.UTC(2025, 5, 3, 12)),
    homeStrength: 0.3,
    awayStrength: -0.2,
    leagueTotal: 2.6,
  };
  const now = Date.UTC(2025, 5, 1, 12);

  it('is deterministic from the seed and differs with it', () => {
    const crown = PROVIDERS[0]!;
    expect(draftProviderOdds(5, match, crown, now)).toEqual(
      draftProviderOdds(5, match, crown, now),
    );
    expect(draftProviderOdds(6, match, crown, now)).not.toEqual(
      draftProviderOdds(5, match, crown, now),
    );
  });

  it('writes 2–10 distinct changes in time order, before kick-off and now', () => {
    for (const provider of PROVIDERS.filter((p) => p.sport !== 2)) {
      for (const draft of draftProviderOdds(11, match, provider, now)) {
        const { changes } = draft;
        expect(changes.length).toBeGreaterThanOrEqual(2);
        expect(changes.length).toBeLessThanOrEqual(10);
        expect(draft.opening).toEqual(changes[0]!.values);
        expect(draft.current).toEqual(changes[changes.length - 1]!.values);
        for (let i = 1; i < changes.length; i++) {
          expect(changes[i]!.changedAt.getTime()).toBeGreaterThan(
            changes[i - 1]!.changedAt.getTime(),
          );
          expect(changes[i]!.values).not.toEqual(changes[i - 1]!.values);
        }
        expect(changes[changes.length - 1]!.changedAt.getTime()).toBeLessThan(now);
      }
    }
  });
});

describe('live drift helpers', () => {
  const ft = { id: 1, sport: 1, status: 12, minute: '67', homeScore: 1, awayScore: 0 };
  const bk = { id: 2, sport: 2, status: 3, minute: '06:00', homeScore: 68, awayScore: 72 };

  it('reads how much of the match is left', () => {
    expect(remainingShare(ft)).toBeCloseTo(23 / 90);
    expect(remainingShare({ ...ft, status: 1, minute: '45+2' })).toBeCloseTo(43 / 90);
    expect(remainingShare({ ...ft, status: 14, minute: '中场' })).toBeCloseTo(0.5);
    expect(remainingShare({ ...ft, status: 0, minute: null })).toBeNull();
    expect(remainingShare({ ...ft, status: 3, minute: '中断' })).toBeNull();
    expect(remainingShare(bk, 12)).toBeCloseTo(18 / 48);
    expect(remainingShare({ ...bk, status: 50, minute: null }, 12)).toBe(0.5);
    expect(remainingShare({ ...bk, status: -1, minute: null })).toBeNull();
  });

  it('stamps the live match state', () => {
    expect(liveMatchState(ft)).toBe("67' 1-0");
    expect(liveMatchState({ ...ft, status: 14, minute: '中场' })).toBe('中场 1-0');
    expect(liveMatchState(bk)).toBe('Q3 68-72');
    expect(liveMatchState({ ...bk, status: 5 })).toBe('OT1 68-72');
  });

  it('jumps to a far target, creeps towards a near one some of the time', () => {
    const current: Triple = [2.1, 3.3, 3.4];
    const far: Triple = [1.3, 5.2, 9.5];
    expect(stepOdds('europe', 1, current, far, createRandom(1))).toEqual(far);
    const near: Triple = [2.05, 3.35, 3.45];
    const rng = createRandom(9);
    const steps = Array.from({ length: 200 }, () => stepOdds('europe', 1, current, near, rng));
    const moved = steps.filter((s) => s[0] !== current[0] || s[2] !== current[2]).length;
    expect(moved).toBeGreaterThan(30);
    expect(moved).toBeLessThan(100);
    for (const s of steps) expect(Math.abs(s[0] - 2.1)).toBeLessThan(0.1);
    // A goal moves a total line by a whole goal: at once.
    expect(stepOdds('bigsmall', 1, [0.9, 2.5, 0.95], [0.92, 3.5, 0.93], createRandom(2))).toEqual([
      0.92, 3.5, 0.93,
    ]);
  });

  // Regression (issue 31 item 6): a football line a quarter off the model's waited for a 30% chance
  // each minute, so 2.25 stayed up at 67' 1-0 at waters that no longer meant anything.
  it('prices a football line again at once when its quarter line or its waters are off', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const quarter: Triple = [0.88, 1.5, 0.93];
      expect(stepOdds('bigsmall', 1, [0.9, 1.75, 0.91], quarter, createRandom(seed))).toEqual(
        quarter,
      );
      const off: Triple = [1.1, -0.25, 0.74];
      expect(stepOdds('asia', 1, [0.9, -0.25, 0.91], off, createRandom(seed))).toEqual(off);
    }
    // Basketball's half-point lines still creep: they move with nearly every basket.
    const rng = createRandom(4);
    const steps = Array.from({ length: 100 }, () =>
      stepOdds('asia', 2, [0.9, -4.5, 0.9], [0.9, -5.5, 0.9], rng),
    );
    expect(steps.filter((s) => s[1] === -4.5).length).toBeGreaterThan(30);
  });
});
