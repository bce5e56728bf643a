// Pins the simulated exchange's matched volumes (issue 36 §2; docs/decisions/special-data.md "The
// exchange"): nothing before the books open, money growing towards kick-off and in play, never
// falling whatever moment it is read at, frozen once the match is over, split as the odds say, and
// the same from the same seed.
import { describe, expect, it } from 'vitest';
import {
  matchedVolumes,
  thinned,
  tradingEnd,
  type ExchangeMatch,
  type ProbabilityStep,
} from '../../../../../server/domain/odds/exchangeVolumes';
import { BETFAIR_TRAIL_POINTS } from '../../../../../contracts/sportdata/specialData';
import { BASKETBALL_STATUS, FOOTBALL_STATUS, SPORT } from '../../../../../domain/sport';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const K = Date.UTC(2026, 10, 25, 12);

const football = (status: number, seed = 4242): ExchangeMatch => ({
  id: 7001,
  seed,
  sport: SPORT.football,
  status,
  kickoff: K,
  isHot: false,
  onLottery: true,
});

// The books open two days out with the home side favourite, shorten it six hours out, and in play
// (a home goal) make it all but certain.
const STEPS: ProbabilityStep[] = [
  { t: K - 48 * HOUR, p: [0.5, 0.28, 0.22] },
  { t: K - 6 * HOUR, p: [0.6, 0.24, 0.16] },
  { t: K + 30 * MINUTE, p: [0.8, 0.15, 0.05] },
];

/** The match as it stands at `now`: not started, in play for 110 minutes, then finished. */
function statusAt(now: number): number {
  if (now < K) return FOOTBALL_STATUS.notStarted;
  if (now < K + 110 * MINUTE) return FOOTBALL_STATUS.secondHalf;
  return FOOTBALL_STATUS.finished;
}

/** What the server reads at `now`: the match row then and the moves written by then. */
const readAt = (now: number, seed = 4242, withTrail = false) =>
  matchedVolumes(
    football(statusAt(now), seed),
    'europe',
    STEPS.filter((s) => s.t <= now),
    now,
    withTrail,
  );

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

describe('matched volumes', () => {
  it('are nothing before the books open, and on every outcome soon after', () => {
    expect(readAt(K - 49 * HOUR)).toEqual({
      volumes: [],
      matchedPrices: [],
      openedAt: null,
      until: null,
      trail: [],
    });
    const early = readAt(K - 47 * HOUR);
    expect(early.openedAt).toBe(K - 48 * HOUR);
    expect(early.volumes.every((v) => v > 0)).toBe(true);
  });

  it('never fall, read every 7 minutes from before the opening to days after the end', () => {
    let before = [0, 0, 0];
    for (let now = K - 49 * HOUR; now < K + 72 * HOUR; now += 7 * MINUTE) {
      const { volumes } = readAt(now);
      if (volumes.length === 0) continue;
      volumes.forEach((v, i) =>
        expect(v, `${(now - K) / MINUTE} min`).toBeGreaterThanOrEqual(before[i]!),
      );
      before = volumes;
    }
  });

  it('grow towards kick-off and in play, and are frozen once the match is over', () => {
    const total = (now: number) => sum(readAt(now).volumes);
    const dayOut = total(K - 24 * HOUR) - total(K - 48 * HOUR);
    const lastThreeHours = total(K) - total(K - 3 * HOUR);
    expect(lastThreeHours).toBeGreaterThan(dayOut);
    expect(total(K + 60 * MINUTE)).toBeGreaterThan(total(K));
    const atTheEnd = readAt(K + 111 * MINUTE);
    expect(readAt(K + 30 * 24 * HOUR)).toEqual(atTheEnd);
    expect(atTheEnd.until).toBe(K + 115 * MINUTE);
  });

  it('a match not started by its kick-off time trades no further until it starts', () => {
    const late = (now: number) =>
      matchedVolumes(football(FOOTBALL_STATUS.notStarted), 'europe', STEPS, now);
    expect(late(K + 20 * MINUTE)).toEqual(late(K));
    expect(tradingEnd(football(FOOTBALL_STATUS.postponed), K + 5 * HOUR)).toBe(K);
  });

  it('put more money where the odds say more chance, and follow the odds when they move', () => {
    const { volumes } = readAt(K);
    // Home is the favourite throughout: it draws the most money, the long shot the least.
    expect(volumes[0]).toBeGreaterThan(volumes[1]!);
    expect(volumes[1]).toBeGreaterThan(volumes[2]!);
    // The same match with the market turned round six hours out: the away side then draws more
    // of the money matched after the move.
    const turned = STEPS.map((s, i) => (i === 1 ? { ...s, p: [0.2, 0.25, 0.55] } : s));
    const after = (steps: ProbabilityStep[]) => {
      const at = (now: number) =>
        matchedVolumes(football(FOOTBALL_STATUS.notStarted), 'europe', steps.slice(0, 2), now);
      const [a, b] = [at(K - 6 * HOUR).volumes, at(K).volumes];
      return b.map((v, i) => v - a[i]!);
    };
    const [home, , away] = after(turned);
    expect(away).toBeGreaterThan(home!);
    expect(after(STEPS)[0]).toBeGreaterThan(after(STEPS)[2]!);
  });

  it('average each outcome’s price over the money matched, between the prices it traded at', () => {
    const { matchedPrices } = readAt(K + 3 * HOUR);
    // Home traded at 1/0.5 = 2, then 1/0.6 = 1.67, then 1/0.8 = 1.25.
    expect(matchedPrices[0]).toBeGreaterThan(1.25);
    expect(matchedPrices[0]).toBeLessThan(2);
  });

  it('are the same from the same seed and differ with another', () => {
    expect(readAt(K + HOUR)).toEqual(readAt(K + HOUR));
    expect(readAt(K + HOUR, 99).volumes).not.toEqual(readAt(K + HOUR).volumes);
  });

  it('trade basketball’s two outcomes', () => {
    const match: ExchangeMatch = {
      ...football(BASKETBALL_STATUS.finished),
      sport: SPORT.basketball,
    };
    const steps = [{ t: K - 30 * HOUR, p: [0.65, 0.35] }];
    const { volumes, until } = matchedVolumes(match, 'europe', steps, K + 10 * HOUR);
    expect(volumes).toHaveLength(2);
    expect(volumes[0]).toBeGreaterThan(volumes[1]!);
    expect(until).toBe(K + 140 * MINUTE);
  });

  it('trade the handicap and totals markets less than the match odds', () => {
    const steps = [{ t: K - 48 * HOUR, p: [0.5, 0.5] }];
    const match = football(FOOTBALL_STATUS.finished);
    const europe = sum(readAt(K + 3 * HOUR).volumes);
    const asia = sum(matchedVolumes(match, 'asia', steps, K + 3 * HOUR).volumes);
    const bigsmall = sum(matchedVolumes(match, 'bigsmall', steps, K + 3 * HOUR).volumes);
    expect(asia).toBeLessThan(europe);
    expect(bigsmall).toBeLessThan(asia);
  });

  it('keep a trail that grows, ends at the volumes and is thinned to the chart’s points', () => {
    const now = K + 3 * HOUR;
    const { volumes, until, trail } = readAt(now, undefined, true);
    // 48 hours before kick-off to the in-play window's end in 10-minute buckets: thinned.
    expect(trail).toHaveLength(BETFAIR_TRAIL_POINTS);
    expect(trail.at(-1)).toEqual({ t: until, volumes });
    for (let i = 1; i < trail.length; i++) {
      expect(trail[i]!.t).toBeGreaterThan(trail[i - 1]!.t);
      trail[i]!.volumes.forEach((v, o) =>
        expect(v).toBeGreaterThanOrEqual(trail[i - 1]!.volumes[o]!),
      );
    }
    // What was read earlier is a point of the later trail's path: the past never changes.
    const early = readAt(K - 47 * HOUR, undefined, true);
    expect(early.trail.length).toBeLessThanOrEqual(BETFAIR_TRAIL_POINTS);
    expect(early.trail.at(-1)!.volumes).toEqual(early.volumes);
  });
});

describe('thinned', () => {
  it('keeps short lists whole and spreads long ones evenly, first and last kept', () => {
    expect(thinned([1, 2, 3], 5)).toEqual([1, 2, 3]);
    expect(thinned([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 3)).toEqual([0, 5, 10]);
    expect(thinned([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 4)).toEqual([0, 3, 6, 9]);
  });
});
