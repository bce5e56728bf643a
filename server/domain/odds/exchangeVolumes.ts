import { BETFAIR_TRAIL_POINTS } from '../../../contracts/sportdata/specialData';
import { createRandom, hashSeed } from '../random';
import {
  BASKETBALL_STATUS,
  FOOTBALL_STATUS,
  isBasketballInPlay,
  isFootballInPlay,
  SPORT,
} from '../../../domain/sport';
import { HOUR_MS, MINUTE_MS } from '../../../domain/time';

/**
 * The money the simulated exchange (必发, Betfair) matches on a match (issue 36 §2;
 * docs/decisions/special-data.md "The exchange"), pure and deterministic: computed on every call
 * from the match row and its books' odds history, never stored.
 *
 * Time is cut into buckets of BUCKET_MS anchored at kick-off. Each bucket trades an amount set by
 * how close kick-off is (a trickle days before, most in the last hours, a surge in play that dries
 * up as the match is decided), the match's size (its seed, hot and lottery matches more) and a
 * draw of its own; the amount is split over the outcomes by the market's probabilities at the
 * bucket's start (the odds then), a lean of the match's punters and a draw per outcome. A bucket
 * under way counts the part already traded, so volumes grow smoothly and never fall: everything a
 * bucket uses is known when it starts. Trading opens with the first book's opening and stops
 * at kick-off for a match not (yet) played, at the end of the in-play window once a match is over.
 */

export type ExchangeMarket = 'europe' | 'asia' | 'bigsmall';

export interface ExchangeMatch {
  id: number;
  /** The match's own seed (matches.script_seed). */
  seed: number;
  sport: number;
  status: number;
  kickoff: number;
  isHot: boolean;
  /** On a lottery's slip (it has game tabs): more money follows it. */
  onLottery: boolean;
}

/** The market's probabilities of its outcomes from `t` on, oldest first. */
export interface ProbabilityStep {
  t: number;
  p: readonly number[];
}

export interface MatchedVolumes {
  /** Money matched on each outcome, whole units, never decreasing. */
  volumes: number[];
  /** The average price each outcome's money was matched at (1 / probability then); 0 with none. */
  matchedPrices: number[];
  /** When trading opened (the first book's opening), null without odds. */
  openedAt: number | null;
  /** Up to when money has been matched, null without odds. */
  until: number | null;
  /**
   * The money matched on each outcome by the end of each bucket traded, oldest first, thinned to
   * at most BETFAIR_TRAIL_POINTS evenly spaced points; the last is `volumes` at `until`. Empty without
   * odds, and unless asked for (`withTrail`: one match's page, not a list of a hundred).
   */
  trail: Array<{ t: number; volumes: number[] }>;
}

/** At most `max` of `points`, evenly spaced, the first and the last always kept. */
export function thinned<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max) return [...points];
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)]!);
}

export const BUCKET_MS = 10 * MINUTE_MS;

/** How long in-play trading lasts after kick-off: a match's playing time with its breaks. */
export const IN_PLAY_WINDOW_MS: Readonly<Record<number, number>> = {
  [SPORT.football]: 115 * MINUTE_MS,
  [SPORT.basketball]: 140 * MINUTE_MS,
};

/** Pre-match money per minute relative to kick-off's: a floor, and a rise over the last hours. */
const PRE_FLOOR = 0.02;
const PRE_HALF_HOURS = 3;
/** In play opens at this multiple of kick-off's rate and falls to nothing by the window's end. */
const IN_PLAY_PEAK = 3;

/** The markets' sizes against the match odds: the handicap and the totals trade less. */
const MARKET_SIZE: Readonly<Record<ExchangeMarket, number>> = {
  europe: 1,
  asia: 0.7,
  bigsmall: 0.45,
};

/** A typical match trades about 10^5.3 to 10^6.6 on its match odds from three days out. */
const SIZE_EXPONENT = { min: 5.3, max: 6.6 } as const;
const HOT_FACTOR = 2.5;
const LOTTERY_FACTOR = 1.6;
const BASKETBALL_FACTOR = 0.5;
/** The punters' lean on an outcome: a factor between e^-LEAN and e^LEAN, fixed per match. */
const LEAN = 0.35;

/** Whether the match is before play (or will not be played), being played, or over. */
function phaseOf(sport: number, status: number): 'before' | 'live' | 'over' {
  if (sport === SPORT.basketball) {
    if (status === BASKETBALL_STATUS.finished) return 'over';
    if (isBasketballInPlay(status) || status === BASKETBALL_STATUS.interrupted) return 'live';
    return 'before';
  }
  if (status === FOOTBALL_STATUS.finished || status === FOOTBALL_STATUS.abandoned) return 'over';
  if (isFootballInPlay(status) || status === FOOTBALL_STATUS.interrupted) return 'live';
  return 'before';
}

const windowOf = (sport: number) => IN_PLAY_WINDOW_MS[sport] ?? IN_PLAY_WINDOW_MS[SPORT.football]!;

/**
 * Up to when money is matched at `now`: kick-off at most before play, the clock in play (within the
 * window), the window's end once the match is over, so a finished match's volumes never move again.
 */
export function tradingEnd(match: ExchangeMatch, now: number): number {
  const inPlayEnd = match.kickoff + windowOf(match.sport);
  const phase = phaseOf(match.sport, match.status);
  if (phase === 'over') return inPlayEnd;
  if (phase === 'live') return Math.min(now, inPlayEnd);
  return Math.min(now, match.kickoff);
}

/** The rate of trading at `t`, relative to kick-off's. */
function intensity(t: number, kickoff: number, window: number): number {
  if (t < kickoff) return PRE_FLOOR + 1 / (1 + (kickoff - t) / HOUR_MS / PRE_HALF_HOURS) ** 2;
  const played = Math.min(1, (t - kickoff) / window);
  return IN_PLAY_PEAK * (1 - played) ** 2;
}

/** Σ intensity × minutes of a match opened three days before kick-off and played to the end. */
function typicalMinutes(sport: number): number {
  const window = windowOf(sport);
  let sum = 0;
  for (let t = -72 * HOUR_MS; t < window; t += BUCKET_MS)
    sum += intensity(t + BUCKET_MS / 2, 0, window) * (BUCKET_MS / MINUTE_MS);
  return sum;
}
const TYPICAL_MINUTES = new Map<number, number>();
function typicalMinutesOf(sport: number): number {
  let minutes = TYPICAL_MINUTES.get(sport);
  if (minutes === undefined) {
    minutes = typicalMinutes(sport);
    TYPICAL_MINUTES.set(sport, minutes);
  }
  return minutes;
}

/** What the market trades per minute at kick-off's rate. */
function baseRate(match: ExchangeMatch, market: ExchangeMarket): number {
  const rng = createRandom(hashSeed(match.seed, 'exchange-size', match.id));
  let size = 10 ** rng.decimal(SIZE_EXPONENT.min, SIZE_EXPONENT.max, 3);
  if (match.isHot) size *= HOT_FACTOR;
  if (match.onLottery) size *= LOTTERY_FACTOR;
  if (match.sport === SPORT.basketball) size *= BASKETBALL_FACTOR;
  return (size * MARKET_SIZE[market]) / typicalMinutesOf(match.sport);
}

/** The match's punters' lean on each of `n` outcomes of a market. */
function leansOf(match: ExchangeMatch, market: ExchangeMarket, n: number): number[] {
  const rng = createRandom(hashSeed(match.seed, 'exchange-lean', market, match.id));
  return Array.from({ length: n }, () => Math.exp(LEAN * (2 * rng.next() - 1)));
}

/** A bucket's own draws: cheap to make for each of a match's few hundred buckets. */
function bucketRandom(salt: number, bucket: number) {
  return createRandom((salt ^ Math.imul(bucket + 0x4000_0000, 0x9e37_79b1)) >>> 0);
}

/**
 * The money matched on each outcome of `market` by `now`. `steps` are the market's probabilities
 * after every moment its books moved (bookTimeline.ts consensusSteps); trading opens at the first.
 */
export function matchedVolumes(
  match: ExchangeMatch,
  market: ExchangeMarket,
  steps: readonly ProbabilityStep[],
  now: number,
  withTrail = false,
): MatchedVolumes {
  const width = steps[0]?.p.length ?? 0;
  const volumes: number[] = Array.from({ length: width }, () => 0);
  const priced: number[] = Array.from({ length: width }, () => 0);
  if (steps.length === 0)
    return { volumes, matchedPrices: priced, openedAt: null, until: null, trail: [] };
  const trail: Array<{ t: number; volumes: number[] }> = [];
  const open = steps[0]!.t;
  const until = tradingEnd(match, now);
  const { kickoff } = match;
  const window = windowOf(match.sport);
  const rate = baseRate(match, market);
  const leans = leansOf(match, market, width);
  const salt = hashSeed(match.seed, 'exchange-bucket', market, match.id);
  let step = 0;
  const last = Math.ceil((until - kickoff) / BUCKET_MS);
  for (let k = Math.floor((open - kickoff) / BUCKET_MS); k < last; k++) {
    const start = kickoff + k * BUCKET_MS;
    const from = Math.max(start, open);
    const to = Math.min(start + BUCKET_MS, until);
    if (to <= from) continue;
    while (step + 1 < steps.length && steps[step + 1]!.t <= from) step++;
    const p = steps[step]!.p;
    const rng = bucketRandom(salt, k);
    const full =
      rate * intensity(start + BUCKET_MS / 2, kickoff, window) * (0.4 + 1.2 * rng.next());
    const amount = full * ((to - from) / MINUTE_MS);
    const weights = p.map((pi, i) => Math.max(0, pi) * leans[i]! * (0.7 + 0.6 * rng.next()));
    const sum = weights.reduce((s, w) => s + w, 0);
    if (sum <= 0) continue;
    weights.forEach((w, i) => {
      const v = (amount * w) / sum;
      volumes[i]! += v;
      priced[i]! += v / p[i]!;
    });
    if (withTrail) trail.push({ t: to, volumes: volumes.map((v) => Math.floor(v)) });
  }
  return {
    volumes: volumes.map((v) => Math.floor(v)),
    matchedPrices: volumes.map((v, i) => (v > 0 ? priced[i]! / v : 0)),
    openedAt: open,
    until,
    trail: thinned(trail, BETFAIR_TRAIL_POINTS),
  };
}
