// Pins the basketball play-by-play told from the score (server/features/bkDetail/playByPlay.ts): run
// through whole simulated games second by second, the plays always add up to the score, the same
// state gives the same plays, finished periods never change, and the lines only grow.
import { describe, expect, it } from 'vitest';
import { clockSeconds, periodSpans } from '../../../../server/features/bkDetail/baskets';
import {
  playsOf,
  type Play,
  type PlayInput,
  type PlayPlayer,
  type StatKey,
} from '../../../../server/features/bkDetail/playByPlay';
import { basketballScoringOf } from '../../../../server/domain/sport/catalogue';
import { basketballScript } from '../../../../server/simulator/basketballScript';
import { basketballStateAt } from '../../../../server/simulator/matchState';

const roster = (teamId: number): PlayPlayer[] =>
  ['G', 'G', 'F', 'F', 'C', 'G', 'F', 'C', 'F'].map((position, i) => ({
    playerId: teamId * 100 + i + 1,
    name: `P${teamId}-${i + 1}`,
    position,
    share: [0.7, 0.69, 0.67, 0.65, 0.62, 0.46, 0.38, 0.29, 0.54][i]!,
  }));

const rosters = { 1: roster(11), 2: roster(22) } as const;

function tally(plays: readonly Play[]) {
  const lines = new Map<number, Record<StatKey, number>>();
  for (const play of plays)
    for (const c of play.credits) {
      const line = lines.get(c.playerId) ?? ({} as Record<StatKey, number>);
      line[c.stat] = (line[c.stat] ?? 0) + 1;
      lines.set(c.playerId, line);
    }
  return lines;
}

describe('clock and periods', () => {
  it('reads the game clock and how much of each period is played', () => {
    expect(clockSeconds('07:32')).toBe(452);
    expect(clockSeconds('中场')).toBeNull();
    const base = {
      quarterMinutes: 12,
      periods: [
        [30, 28],
        [25, 27],
        [5, 2],
      ] as Array<[number, number]>,
    };
    expect(periodSpans({ ...base, status: 3, minute: '10:00' }).map((s) => s.elapsed)).toEqual([
      720, 720, 120,
    ]);
    // Between periods (the ended one at 00:00), at half-time and at the end everything is played.
    expect(periodSpans({ ...base, status: 3, minute: '00:00' }).every((s) => s.complete)).toBe(
      true,
    );
    expect(periodSpans({ ...base, status: -1, minute: null }).every((s) => s.complete)).toBe(true);
    expect(
      periodSpans({
        quarterMinutes: 10,
        periods: [
          [1, 1],
          [1, 1],
          [1, 1],
          [1, 1],
          [3, 0],
        ],
        status: 5,
        minute: '04:00',
      }).map((s) => [s.length, s.elapsed]),
    ).toEqual([
      [600, 600],
      [600, 600],
      [600, 600],
      [600, 600],
      [300, 60],
    ]);
  });
});

/** The checks of one moment against the one before: returns how many free-throw counts went down. */
function expectGrowth(
  before: Map<number, Record<StatKey, number>>,
  now: Map<number, Record<StatKey, number>>,
  where: string,
): number {
  let dips = 0;
  for (const [id, line] of before)
    for (const [stat, n] of Object.entries(line) as Array<[StatKey, number]>) {
      const after = now.get(id)?.[stat] ?? 0;
      if ((stat === 'ftm' || stat === 'fta') && after < n) {
        dips++;
        expect(n - after).toBeLessThanOrEqual(2);
      } else expect(after, `${id} ${stat} ${where}`).toBeGreaterThanOrEqual(n);
    }
  return dips;
}

const pointsOf = (plays: readonly Play[], side: 1 | 2) =>
  plays.flatMap((p) => p.credits).filter((c) => c.side === side && c.stat === 'points').length;

describe.each([
  [1, -20],
  [2, -5],
  [3, 0],
  [7, 12],
  [11, 25],
])('a whole simulated game (script seed %i, rating difference %i)', (seed, difference) => {
  // The CBA (12-minute quarters, its own pace) and the EuroLeague (FIBA's 10): the replay finds the
  // script of each league's scoring.
  const leagueId = seed % 2 ? 3 : 7;
  const scoring = basketballScoringOf(leagueId);
  const quarterMinutes = scoring.quarterMinutes;
  const script = basketballScript(seed, {
    id: seed,
    scoring,
    homeRating: 70 + difference,
    awayRating: 70,
  });
  const inputAt = (elapsed: number): PlayInput => {
    const state = basketballStateAt(script, elapsed);
    return {
      matchId: seed,
      seed,
      leagueId,
      quarterMinutes,
      status: state.status,
      minute: state.minute,
      periods: state.periodScores,
      rosters,
    };
  };
  const final = playsOf(inputAt(script.end + 10));
  const keyOf = (p: Play) => `${p.period}:${p.side}:${p.seq}`;
  const finalByKey = new Map(final.plays.map((p) => [keyOf(p), JSON.stringify(p)]));

  it('finds the simulator’s own baskets: the score at every moment, only ever growing', () => {
    let before = new Map<number, Record<StatKey, number>>();
    for (let t = 0; t <= script.end + 10; t += 17) {
      const input = inputAt(t);
      const found = playsOf(input);
      const state = basketballStateAt(script, t);
      expect(found.source).toBe('script');
      // The baskets are the script's that have fallen, at their moments.
      expect(found.plays).toHaveLength(state.happened);
      expect([pointsOf(found.plays, 1), pointsOf(found.plays, 2)]).toEqual([
        state.homeScore,
        state.awayScore,
      ]);
      expect(playsOf(input)).toEqual(found);
      for (const play of found.plays) {
        expect(play.t).toBeGreaterThanOrEqual(0);
        expect(play.t).toBeLessThanOrEqual(found.spans[play.period]!.elapsed);
      }
      // Nothing told is ever re-told: every play so far is the same play at the end.
      for (const play of found.plays)
        expect(JSON.stringify(play)).toBe(finalByKey.get(keyOf(play)));
      const now = tally(found.plays);
      expect(expectGrowth(before, now, `at ${t}`)).toBe(0);
      before = now;
    }
  }, 60_000);

  it('tells a believable box score', () => {
    const lines = [...tally(final.plays).values()];
    const total = (stat: StatKey) => lines.reduce((s, l) => s + (l[stat] ?? 0), 0);
    const games = quarterMinutes / 12;
    expect(total('fga') / 2).toBeGreaterThan(60 * games);
    expect(total('fga') / 2).toBeLessThan(110 * games);
    expect(total('fgm') / total('fga')).toBeGreaterThan(0.38);
    expect(total('fgm') / total('fga')).toBeLessThan(0.62);
    expect(total('ast')).toBeLessThan(total('fgm'));
    expect(total('tpm')).toBeLessThanOrEqual(total('tpa'));
    expect(total('ftm')).toBeLessThanOrEqual(total('fta'));
    // The busiest scorer is a player with a big share, not a deep-bench one.
    const byPoints = [...tally(final.plays).entries()].sort(
      (a, b) => (b[1].points ?? 0) - (a[1].points ?? 0),
    );
    expect(
      [...rosters[1], ...rosters[2]].find((p) => p.playerId === byPoints[0]![0])!.share,
    ).toBeGreaterThan(0.45);
  });
});

describe('a score no script made (the chain)', () => {
  /** A made-up game: points by period growing a few at a time. */
  const steps = Array.from({ length: 60 }, (_, i) => i);
  const inputAt = (i: number): PlayInput => {
    const period = Math.min(3, Math.floor(i / 15));
    const periods = Array.from({ length: period + 1 }, (_, p): [number, number] =>
      p < period
        ? [27 + p, 22 + 2 * p]
        : [Math.floor(((i % 15) * 27) / 14), Math.floor(((i % 15) * 23) / 14)],
    );
    const left = 720 - (i % 15) * 48;
    return {
      matchId: 424242,
      seed: 99,
      leagueId: 1,
      quarterMinutes: 12,
      status: period + 1,
      minute: `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`,
      periods,
      rosters,
    };
  };

  it('adds up to the score, and only free throws of a pending basket are ever re-told', () => {
    let before = new Map<number, Record<StatKey, number>>();
    let source = 'none';
    let chained = 0;
    let dips = 0;
    for (const i of steps) {
      const input = inputAt(i);
      const found = playsOf(input);
      if (found.source === 'chain') chained++;
      const want = input.periods.reduce<[number, number]>(
        (s, p) => [s[0] + p[0], s[1] + p[1]],
        [0, 0],
      );
      expect([pointsOf(found.plays, 1), pointsOf(found.plays, 2)]).toEqual(want);
      expect(playsOf(input)).toEqual(found);
      for (const play of found.plays)
        expect(play.t).toBeLessThanOrEqual(found.spans[play.period]!.elapsed);
      const now = tally(found.plays);
      // A new period starts from nothing in this made-up game, so compare within one only; early
      // in a period a replayed script may happen to agree with the made-up score (no harm: the
      // score still adds up), so compare two chain answers only.
      if (i % 15 !== 0 && found.source === 'chain' && source === 'chain')
        dips += expectGrowth(before, now, `at step ${i}`);
      before = now;
      source = found.source;
    }
    expect(chained).toBeGreaterThan(steps.length / 2);
    // The fallback's known weakness, pinned so it is seen: free throws do get re-told.
    expect(dips).toBeGreaterThan(0);
  });
});

it('a side without players has no plays; the other side still makes its points', () => {
  const input: PlayInput = {
    matchId: 7,
    seed: 5,
    leagueId: 1,
    quarterMinutes: 12,
    status: 1,
    minute: '06:00',
    periods: [[0, 9]],
    rosters: { 1: [], 2: rosters[2] },
  };
  const { plays } = playsOf(input);
  expect(plays.every((p) => p.side === 2)).toBe(true);
  expect(plays.reduce((s, p) => s + p.points, 0)).toBe(9);
});
