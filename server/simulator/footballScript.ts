import { createRandom, hashSeed } from '../domain/random';
import type { Roster, ScriptEvent } from './scriptTypes';

/**
 * A football match told in advance: when each half starts and ends, and every event with its match
 * clock. The simulator replays it against the clock, so a restart replays the same match.
 * Seconds here are seconds since kick-off in the simulated world.
 */
export interface FootballScript {
  sport: 1;
  /** Seconds of play in each half, stoppage included. */
  firstHalf: number;
  secondHalf: number;
  halfTimeBreak: number;
  /** Seconds of extra time (0 when none), played after a 5-minute break. */
  extraTime: number;
  /** Penalty shoot-out result [home, away] after a drawn extra time. */
  shootout: [number, number] | null;
  /** An abnormal end: interrupted for a while, or abandoned at a moment of play. */
  interruption: { at: number; seconds: number } | null;
  abandonedAt: number | null;
  postponed: boolean;
  events: ScriptEvent[];
}

export const HALF_TIME_BREAK = 15 * 60;
export const EXTRA_TIME_BREAK = 5 * 60;

/** Goals a side is expected to score, from the two ratings (about 1.4 each when equal). */
function expectedGoals(own: number, other: number, home: boolean): number {
  return Math.max(0.2, 1.35 + (own - other) / 18 + (home ? 0.2 : 0));
}

function poisson(rng: ReturnType<typeof createRandom>, lambda: number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = 1;
  do {
    k++;
    p *= rng.next();
  } while (p > limit);
  return k - 1;
}

/** The displayed minute and stoppage of a moment of play. */
export function footballClock(
  _script: Pick<FootballScript, 'firstHalf' | 'halfTimeBreak'>,
  playSecond: number,
  half: 1 | 2 | 3,
): { minute: number; extra: number; second: number } {
  const base = half === 1 ? 0 : half === 2 ? 45 : 90;
  const cap = half === 1 ? 45 : half === 2 ? 90 : 120;
  const minute = base + Math.floor(playSecond / 60) + 1;
  const second = playSecond % 60;
  return minute > cap ? { minute: cap, extra: minute - cap, second } : { minute, extra: 0, second };
}

export function footballScript(
  seed: number,
  match: { id: number; isCup: boolean; homeRating: number; awayRating: number },
  home: Roster,
  away: Roster,
): FootballScript {
  const rng = createRandom(hashSeed(seed, 'football', match.id));
  const firstHalf = (45 + rng.int(1, 5)) * 60 + rng.int(0, 59);
  const secondHalf = (45 + rng.int(2, 8)) * 60 + rng.int(0, 59);
  const postponed = rng.chance(0.015);
  const abandonedRoll = rng.chance(0.01);
  const interruptedRoll = rng.chance(0.015);
  const events: ScriptEvent[] = [];
  // Kick-off clock of each half in seconds since kick-off.
  const secondStart = firstHalf + HALF_TIME_BREAK;
  const at = (half: 1 | 2, minuteOfHalf: number, second: number) =>
    half === 1 ? minuteOfHalf * 60 + second : secondStart + minuteOfHalf * 60 + second;

  const lineup = { 1: home, 2: away } as const;
  const scorer = (side: 1 | 2) => {
    const r = lineup[side];
    const forwards = r.starters.filter((p) => p.position === 'F' || p.position === 'M');
    return rng.pick(forwards.length ? forwards : r.starters).name;
  };
  const anyOutfield = (side: 1 | 2) => rng.pick(lineup[side].starters.slice(1)).name;

  const momentIn = (halfSeconds: number) => {
    const s = rng.int(10, halfSeconds - 10);
    return { m: Math.floor(s / 60), s: s % 60 };
  };
  const addEvent = (
    half: 1 | 2,
    kind: ScriptEvent['kind'],
    side: 0 | 1 | 2,
    player?: string,
    detail?: Record<string, unknown>,
  ) => {
    const len = half === 1 ? firstHalf : secondHalf;
    const { m, s } = momentIn(len);
    const clock = footballClock({ firstHalf, halfTimeBreak: HALF_TIME_BREAK }, m * 60 + s, half);
    events.push({
      at: at(half, m, s),
      kind,
      side,
      ...clock,
      player: player ?? null,
      detail: detail ?? null,
    });
  };

  for (const side of [1, 2] as const) {
    const own = side === 1 ? match.homeRating : match.awayRating;
    const other = side === 1 ? match.awayRating : match.homeRating;
    const goals = poisson(rng, expectedGoals(own, other, side === 1));
    for (let i = 0; i < goals; i++) {
      const roll = rng.next();
      const half = rng.chance(0.45) ? 1 : 2;
      if (roll < 0.07) addEvent(half, 'own_goal', side, anyOutfield(side === 1 ? 2 : 1));
      else if (roll < 0.16) addEvent(half, 'penalty', side, scorer(side));
      else addEvent(half, 'goal', side, scorer(side), { assist: anyOutfield(side) });
    }
    if (rng.chance(0.05)) addEvent(rng.chance(0.5) ? 1 : 2, 'penalty_missed', side, scorer(side));
    const yellows = poisson(rng, 1.8);
    for (let i = 0; i < yellows; i++)
      addEvent(rng.chance(0.4) ? 1 : 2, 'yellow', side, anyOutfield(side));
    if (rng.chance(0.06)) addEvent(2, 'red', side, anyOutfield(side));
    const corners = poisson(rng, 5);
    for (let i = 0; i < corners; i++) addEvent(rng.chance(0.5) ? 1 : 2, 'corner', side);
    // Five substitutions from the bench, in the second half.
    const bench = rng.shuffle(lineup[side].bench).slice(0, 5);
    const off = rng.shuffle(lineup[side].starters.slice(1)).slice(0, bench.length);
    bench.forEach((p, i) => {
      const m = rng.int(10, 44);
      const s = rng.int(0, 59);
      const clock = footballClock({ firstHalf, halfTimeBreak: HALF_TIME_BREAK }, m * 60 + s, 2);
      events.push({
        at: at(2, m, s),
        kind: 'substitution',
        side,
        ...clock,
        player: p.name,
        detail: { off: off[i]?.name ?? null },
      });
    });
  }
  events.sort((a, b) => a.at - b.at);

  const score = (until: number) =>
    events.reduce(
      (acc, e) => {
        if (e.at > until || !isGoal(e.kind)) return acc;
        acc[e.side === 1 ? 0 : 1]++;
        return acc;
      },
      [0, 0] as [number, number],
    );
  const [h, a] = score(Number.POSITIVE_INFINITY);
  let extraTime = 0;
  let shootout: [number, number] | null = null;
  if (match.isCup && h === a) {
    extraTime = 32 * 60;
    const etStart = secondStart + secondHalf + EXTRA_TIME_BREAK;
    if (rng.chance(0.4)) {
      const side = rng.chance(0.5) ? 1 : 2;
      const play = rng.int(60, 30 * 60);
      events.push({
        at: etStart + play,
        kind: 'goal',
        side,
        ...footballClock({ firstHalf, halfTimeBreak: HALF_TIME_BREAK }, play, 3),
        player: scorer(side),
        detail: null,
      });
    } else {
      const winner = rng.int(3, 5);
      shootout = rng.chance(0.5)
        ? [winner, winner - rng.int(1, 2)]
        : [winner - rng.int(1, 2), winner];
    }
  }
  let abandonedAt: number | null = null;
  let interruption: FootballScript['interruption'] = null;
  if (!postponed && abandonedRoll) abandonedAt = at(2, rng.int(5, 40), 0);
  else if (!postponed && interruptedRoll)
    interruption = {
      at: at(rng.chance(0.5) ? 1 : 2, rng.int(10, 40), 0),
      seconds: rng.int(8, 25) * 60,
    };
  const shift = interruption;
  const timed = shift
    ? events.map((e) => (e.at >= shift.at ? { ...e, at: e.at + shift.seconds } : e))
    : events;
  return {
    sport: 1,
    firstHalf,
    secondHalf,
    halfTimeBreak: HALF_TIME_BREAK,
    extraTime,
    shootout,
    interruption,
    abandonedAt,
    postponed,
    events: abandonedAt === null ? timed : timed.filter((e) => e.at < (abandonedAt ?? 0)),
  };
}

export function isGoal(kind: ScriptEvent['kind']): boolean {
  return kind === 'goal' || kind === 'penalty' || kind === 'own_goal';
}
