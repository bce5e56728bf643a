import { createRandom, hashSeed } from '../../domain/random';
import { pointsPerMinute, type BasketballScoring } from '../../domain/sport/basketballScoring';
import { basketballScoringOf } from '../../domain/sport/catalogue';
import {
  basketballScript,
  REAL_PER_GAME_SECOND,
  type BasketballScript,
} from '../../simulator/basketballScript';
import { BASKETBALL_STATUS, isBasketballPeriod } from '../../../domain/sport';

/**
 * The baskets of a basketball match so far: who scored how many points, in which period, when. The
 * simulator keeps no per-basket rows for basketball, so they are found again from the match row.
 *
 * First choice, the simulator's own script: it is a function of the match's script seed (derived
 * from SIM_SEED), its id, its league's scoring and the difference of the two clubs' ratings, which
 * the row does not hold. So the script is replayed for each possible difference, and the first whose
 * state agrees with the row (points of every period, and of the current one at the game clock) is
 * the match: its baskets are the ones that made the score, at the moments they fell.
 *
 * Fallback, for a row no script made (a feed, a hand-written test row): a chain of baskets drawn
 * from the seed, taken until they add up to each period's points (`chainBaskets`).
 */

export type SideNo = 1 | 2;

export interface Basket {
  /** 0-based period index: 0–3 the quarters, 4 on the overtimes. */
  period: number;
  side: SideNo;
  /** Its place among its side's baskets of the period. */
  seq: number;
  /** Game seconds into the period. */
  t: number;
  points: number;
  /** What the basket is worth when it comes: `points` unless pending. */
  value: number;
  /** The chain's points left told as free throws until its next basket comes (fallback only). */
  pending: boolean;
}

export interface BasketInput {
  matchId: number;
  /** The match's script seed. */
  seed: number;
  /** Its league: how the league scores shapes the script (basketballScoring.ts). */
  leagueId: number;
  quarterMinutes: number;
  status: number;
  /** The game clock left in the current period, "mm:ss" while a period is on. */
  minute: string | null;
  /** Points by period so far, [home, away]. */
  periods: ReadonlyArray<readonly [number, number]>;
}

export interface PeriodSpan {
  index: number;
  /** Game seconds of the period. */
  length: number;
  /** Game seconds played so far. */
  elapsed: number;
  complete: boolean;
}

export const periodLength = (index: number, quarterMinutes: number) =>
  index < 4 ? quarterMinutes * 60 : 5 * 60;

/** "07:32" → 452; null for anything else (中场, empty). */
export function clockSeconds(minute: string | null): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(minute ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** The period under way (0-based), or -1 between periods, at half-time and after the end. */
function currentPeriod(input: Omit<BasketInput, 'matchId' | 'seed' | 'leagueId'>): number {
  const left = clockSeconds(input.minute);
  const on = isBasketballPeriod(input.status) && input.status === input.periods.length;
  return on && left !== null && left > 0 ? input.status - 1 : -1;
}

/** The periods begun so far and how much of each has been played. */
export function periodSpans(
  input: Omit<BasketInput, 'matchId' | 'seed' | 'leagueId'>,
): PeriodSpan[] {
  const current = currentPeriod(input);
  const left = clockSeconds(input.minute) ?? 0;
  return input.periods.map((_, index) => {
    const length = periodLength(index, input.quarterMinutes);
    const elapsed = index === current ? Math.max(0, Math.min(length, length - left)) : length;
    return { index, length, elapsed, complete: elapsed >= length };
  });
}

const EPSILON = 1e-6;

/** Rating differences tried, nearest to level first: clubs are 55–90. */
const DIFFERENCES = Array.from({ length: 81 }, (_, i) => (i % 2 ? (i + 1) / 2 : -i / 2));

/**
 * The script's baskets that agree with the row, or null when no replay does. A replay agrees when
 * every finished period has the row's points, no later period has begun, and the current period's
 * baskets up to the game clock make its points.
 */
function agreeing(script: BasketballScript, input: BasketInput, spans: PeriodSpan[]) {
  if (script.postponed || script.periods.length < spans.length) return null;
  if (input.status === BASKETBALL_STATUS.finished && script.periods.length !== spans.length)
    return null;
  const out: Basket[] = [];
  for (const span of spans) {
    const period = script.periods[span.index]!;
    const inPeriod = script.baskets.filter(
      (b) => b.at >= period.start && b.at <= period.start + period.length,
    );
    const want = input.periods[span.index]!;
    let taken = inPeriod;
    if (!span.complete) {
      // The simulator shows `left` while the real time into the period is within [from, to).
      // (with a hair of room: 33 / 2.2 is 14.999… in floating point).
      const from = span.elapsed * REAL_PER_GAME_SECOND - EPSILON;
      const to = (span.elapsed + 1) * REAL_PER_GAME_SECOND + EPSILON;
      taken = inPeriod.filter((b) => b.at - period.start < from);
      const maybe = inPeriod.filter(
        (b) => b.at - period.start >= from && b.at - period.start <= to,
      );
      // Baskets in the clock's last second may or may not be in: take as many as the score says.
      const sumOf = (list: typeof inPeriod, side: SideNo) =>
        list.filter((b) => b.side === side).reduce((s, b) => s + b.points, 0);
      let k = 0;
      while (k < maybe.length && (sumOf(taken, 1) !== want[0] || sumOf(taken, 2) !== want[1]))
        taken = [...taken, maybe[k++]!];
    }
    for (const side of [1, 2] as const) {
      const own = taken.filter((b) => b.side === side);
      if (own.reduce((s, b) => s + b.points, 0) !== want[side - 1]) return null;
      own.forEach((b, seq) =>
        out.push({
          period: span.index,
          side,
          seq,
          t: Math.min(span.elapsed, Math.floor((b.at - period.start) / REAL_PER_GAME_SECOND)),
          points: b.points,
          value: b.points,
          pending: false,
        }),
      );
    }
  }
  return out;
}

const replays = new Map<string, number>();
/**
 * Match states no replay agreed with. A miss costs every replay (up to 81 scripts); the public
 * text-live and box-score calls are polled by every viewer, so the same state is not searched twice.
 */
const misses = new Set<string>();
const MAX_REMEMBERED = 5000;

/** The league's scoring, with the quarter length the row says. */
function scoringOf(input: BasketInput): BasketballScoring {
  return { ...basketballScoringOf(input.leagueId), quarterMinutes: input.quarterMinutes };
}

/** The simulator's baskets of this match so far, or null when no replay of its script agrees. */
export function scriptBaskets(input: BasketInput, spans: PeriodSpan[]): Basket[] | null {
  const key = `${input.matchId}:${input.seed}:${input.leagueId}:${input.quarterMinutes}`;
  const scoring = scoringOf(input);
  const replay = (difference: number) =>
    agreeing(
      basketballScript(input.seed, {
        id: input.matchId,
        scoring,
        homeRating: 70 + difference,
        awayRating: 70,
      }),
      input,
      spans,
    );
  const state = `${key}:${input.status}:${input.minute ?? ''}:${JSON.stringify(input.periods)}`;
  if (misses.has(state)) return null;
  // The difference found last time first: it stays right as the match goes on.
  const known = replays.get(key);
  if (known !== undefined) {
    const again = replay(known);
    if (again) return again;
  }
  for (const difference of DIFFERENCES) {
    if (difference === known) continue;
    const found = replay(difference);
    if (found) {
      if (replays.size > MAX_REMEMBERED) replays.clear();
      replays.set(key, difference);
      return found;
    }
  }
  if (misses.size > MAX_REMEMBERED) misses.clear();
  misses.add(state);
  return null;
}

/** Mean points of a chain basket: 3 (28%), 1 (10%), 2 (the rest). */
const CHAIN_MEAN = 0.28 * 3 + 0.1 + 0.62 * 2;
const SQUEEZE = 2;

/**
 * The fallback: each (period, side) draws basket k the same way on every call, and baskets are taken
 * until they make the side's points in the period. When the next is worth more than the points left
 * (a 3 with 2 left), those points are told as free throws of that basket (pending) until it comes.
 * Times follow the league's pace, squeezed before the game clock when the score ran faster.
 */
export function chainBaskets(input: BasketInput, spans: PeriodSpan[]): Basket[] {
  const out: Basket[] = [];
  for (const span of spans)
    for (const side of [1, 2] as const) {
      const points = input.periods[span.index]?.[side - 1] ?? 0;
      // Baskets at the league's pace, as the simulator's script has it.
      const plays = ((span.length / 60) * pointsPerMinute(scoringOf(input))) / CHAIN_MEAN;
      const gap = span.length / plays;
      const drafts: Array<Omit<Basket, 't'> & { raw: number }> = [];
      let sum = 0;
      let raw = 0;
      while (sum < points) {
        const rng = createRandom(hashSeed(input.seed, 'bk-chain', span.index, side, drafts.length));
        const u = rng.next();
        const value = u < 0.28 ? 3 : u < 0.38 ? 1 : 2;
        raw += gap * (0.4 + 0.8 * rng.next());
        const scored = Math.min(value, points - sum);
        sum += scored;
        drafts.push({
          period: span.index,
          side,
          seq: drafts.length,
          points: scored,
          value,
          pending: scored < value,
          raw,
        });
      }
      let previous = 0;
      drafts.forEach(({ raw: drawn, ...basket }, k) => {
        const latest = span.elapsed - (drafts.length - 1 - k) * SQUEEZE;
        previous = Math.max(previous, Math.floor(Math.min(drawn, latest, span.elapsed)), 0);
        out.push({ ...basket, t: previous });
      });
    }
  return out;
}

/** The baskets so far: the script's when a replay agrees, else the chain. */
export function basketsOf(input: BasketInput): {
  spans: PeriodSpan[];
  baskets: Basket[];
  source: 'script' | 'chain';
} {
  const spans = periodSpans(input);
  const fromScript = scriptBaskets(input, spans);
  return fromScript
    ? { spans, baskets: fromScript, source: 'script' }
    : { spans, baskets: chainBaskets(input, spans), source: 'chain' };
}
