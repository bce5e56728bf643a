import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { leagues, matches, odds, oddsChanges, type OddsType } from '../db/schema';
import type { Random } from '../domain/random';
import {
  bandReturn,
  decimalOdds,
  fairOfDecimals,
  fairOfWaters,
  hkWaters,
  returnOfDecimals,
  returnOfWaters,
} from '../domain/odds/oddsMath';
import { footballLivePrices } from '../domain/odds/inPlay';
import {
  basketballPrices,
  fitBasketballModel,
  fitFootballModel,
  type Margins,
  type Triple,
} from '../domain/odds/pricing';
import { providerById } from '../domain/odds/providers';
import {
  BASKETBALL_STATUS,
  FOOTBALL_STATUS,
  isBasketballOvertime,
  isBasketballPeriod,
  isFootballInPlay,
  overtimeNumber,
  SPORT,
} from '../../domain/sport';

/**
 * Live odds: while a match is played every in-play provider's current odds follow what the match
 * says — football through the in-play book of server/domain/odds/inPlay.ts (score, time left, red
 * cards; a line market closes when no quarter line is near even, and keeps its last line),
 * basketball through server/domain/odds/pricing.ts — fitted to the opening odds. A goal moves them at
 * once; otherwise they creep towards the model some of the time, with a little noise. Every move is
 * priced again through server/domain/odds/oddsMath.ts, so the company's margin and the caps hold after
 * any drift. The official lotteries do not sell in play and are left at their last pre-match line.
 * Each move is written as a change row stamped with the match state (67' 1-0, Q3 68-72).
 */

export interface DriftMatch {
  id: number;
  sport: number;
  status: number;
  minute: string | null;
  homeScore: number;
  awayScore: number;
}

/** Chance that odds move on a quiet minute. */
export const QUIET_MOVE_CHANCE = 0.3;
/** A europe price this far (relative) from the model moves at once. */
const EUROPE_JUMP = 0.12;
/** A basketball line this many points from the model's moves at once. */
const BASKETBALL_LINE_JUMP = 2.5;
/** A football line whose side-A chance is this far from the model's is priced again at once. */
const WATER_JUMP = 0.04;

const OVERTIME_MINUTES = 5;

function minutesPlayed(minute: string | null, status: number): number | null {
  if (status === FOOTBALL_STATUS.halfTime || minute === '中场') return 45;
  if (minute === '加时') return 90;
  const m = /^(\d+)(?:\+(\d+))?/.exec(minute ?? '');
  if (!m) return null;
  return Number(m[1]) + Number(m[2] ?? 0);
}

function clockLeft(minute: string | null): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(minute ?? '');
  return m ? Number(m[1]) + Number(m[2]) / 60 : null;
}

/**
 * The share of a whole match's playing time still to come, or null when the match is not in play
 * (not started, interrupted, finished) or its clock cannot be read.
 */
export function remainingShare(match: DriftMatch, quarterMinutes = 10): number | null {
  if (match.sport === SPORT.basketball) {
    const regulation = 4 * quarterMinutes;
    if (match.status === BASKETBALL_STATUS.halfTime) return 0.5;
    if (!isBasketballPeriod(match.status)) return null;
    const overtime = isBasketballOvertime(match.status);
    const left = clockLeft(match.minute) ?? (overtime ? OVERTIME_MINUTES : quarterMinutes);
    if (overtime) return Math.min(left, OVERTIME_MINUTES) / regulation;
    const quartersLeft = BASKETBALL_STATUS.lastQuarter - match.status;
    return Math.max(0, quartersLeft * quarterMinutes + Math.min(left, quarterMinutes)) / regulation;
  }
  if (!isFootballInPlay(match.status)) return null;
  const played = minutesPlayed(match.minute, match.status);
  if (played === null) return null;
  const end = match.status === FOOTBALL_STATUS.extraTime ? 120 : 90;
  return Math.max(0, end - played) / 90;
}

/** The match state a live change is stamped with: 67' 1-0, 45+2' 1-1, 中场 0-0, Q3 68-72, OT1 101-99. */
export function liveMatchState(match: DriftMatch): string {
  const score = `${match.homeScore}-${match.awayScore}`;
  if (match.sport === SPORT.basketball) {
    if (match.status === BASKETBALL_STATUS.halfTime) return `中场 ${score}`;
    const period =
      match.status > BASKETBALL_STATUS.lastQuarter
        ? `OT${overtimeNumber(match.status)}`
        : `Q${match.status}`;
    return `${period} ${score}`;
  }
  if (match.status === FOOTBALL_STATUS.halfTime) return `中场 ${score}`;
  if (match.minute && /^\d/.test(match.minute)) return `${match.minute}' ${score}`;
  return match.minute ? `${match.minute} ${score}` : score;
}

const same = (a: Triple, b: Triple) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];

/** The return a triple was priced at: what a move keeps when the caller does not say. */
function returnOf(type: OddsType, values: Triple): number {
  return type === 'europe' ? returnOfDecimals(values) : returnOfWaters(values[0], values[2]);
}

/**
 * A quiet europe move: part of the way from the current view to the model's, each outcome's
 * probability shaken by up to 1.5 %, then priced again at the book's return. Moving the view rather
 * than the printed prices is what keeps the margin: nudging three prices on their own would not.
 */
function creepEurope(
  sport: number,
  current: Triple,
  target: Triple,
  rng: Random,
  rate: number,
): Triple {
  const offered = sport === SPORT.basketball ? [0, 2] : [0, 1, 2];
  const now = fairOfDecimals(offered.map((i) => current[i]!));
  const goal = fairOfDecimals(offered.map((i) => target[i]!));
  const next = now.map(
    (p, i) => Math.max(1e-4, p + (goal[i]! - p) * 0.6) * (1 + rng.decimal(-0.015, 0.015, 3)),
  );
  const prices = decimalOdds(next, rate);
  return sport === SPORT.basketball ? [prices[0]!, 0, prices[1]!] : (prices as Triple);
}

/** A quiet move of a line's waters, the same way: on side A's probability, then priced again. */
function creepLine(current: Triple, target: Triple, rng: Random, rate: number): Triple {
  const now = fairOfWaters(current[0], current[2]);
  const goal = fairOfWaters(target[0], target[2]);
  const p = now + (goal - now) * 0.6 + rng.decimal(-0.006, 0.006, 4);
  const [a, b] = hkWaters(Math.min(0.99, Math.max(0.01, p)), rate);
  return [a, current[1], b];
}

/** How far apart two prices of one line are: the gap between their fair chances of side A. */
function waterGap(a: Triple, b: Triple): number {
  return Math.abs(fairOfWaters(a[0], a[2]) - fairOfWaters(b[0], b[2]));
}

/**
 * One provider's next values: the model's `target` at once when it is far away (a goal, another
 * football quarter line, waters well off), else part of the way with a little noise some of the
 * time, else unchanged. A move is priced at `rate`, the book's return (by default the one `target`
 * carries), so it keeps the margin and the caps.
 */
export function stepOdds(
  type: OddsType,
  sport: number,
  current: Triple,
  target: Triple,
  rng: Random,
  rate = returnOf(type, target),
): Triple {
  if (type === 'europe') {
    const far = current.some((c, i) => c > 0 && Math.abs(target[i]! - c) / c > EUROPE_JUMP);
    if (far) return target;
    if (!rng.chance(QUIET_MOVE_CHANCE)) return current;
    return creepEurope(sport, current, target, rng, bandReturn(rate));
  }
  if (sport === SPORT.basketball) {
    // A basketball line moves with nearly every basket: it follows a big move at once, else creeps.
    if (Math.abs(target[1] - current[1]) >= BASKETBALL_LINE_JUMP) return target;
    if (!rng.chance(QUIET_MOVE_CHANCE)) return current;
    if (target[1] !== current[1]) return target;
    return creepLine(current, target, rng, bandReturn(rate));
  }
  // A football book whose quarter line is no longer the model's, or whose waters are well off it,
  // prices again at once: waiting would leave 2.25 up at 67' 1-0 at waters that mean nothing now.
  if (target[1] !== current[1] || waterGap(current, target) > WATER_JUMP) return target;
  if (!rng.chance(QUIET_MOVE_CHANCE)) return current;
  return creepLine(current, target, rng, bandReturn(rate));
}

export interface OddsRow {
  id: number;
  providerId: number;
  type: OddsType;
  opening: Triple;
  current: Triple;
}

/** A live match as the odds see it: the row's score and clock, and its red cards. */
export interface PricedMatch extends DriftMatch {
  homeRed: number;
  awayRed: number;
}

export type Quote = (margins: Margins) => Record<OddsType, Triple | null>;

/**
 * The model's prices now, fitted to the opening odds of the lowest-id provider (the crown). A null
 * line is a market the book has closed (server/domain/odds/inPlay.ts): it keeps its last line.
 */
export function modelPrices(
  match: PricedMatch,
  rows: readonly OddsRow[],
  remaining: number,
): Quote {
  const openingOf = (type: OddsType) =>
    rows.filter((r) => r.type === type).sort((a, b) => a.providerId - b.providerId)[0]?.opening ??
    null;
  const state = { homeScore: match.homeScore, awayScore: match.awayScore, remaining };
  if (match.sport === SPORT.basketball) {
    const model = fitBasketballModel(openingOf('asia'), openingOf('bigsmall'));
    return (margins) => basketballPrices(model, state, margins);
  }
  const europe = openingOf('europe');
  const model = europe ? fitFootballModel(europe, openingOf('bigsmall')) : { home: 1.4, away: 1.2 };
  const live = { ...state, homeRed: match.homeRed, awayRed: match.awayRed };
  return (margins) => footballLivePrices(model, live, margins);
}

/**
 * The moves of a live match's odds at one moment: each in-play provider's next values where they
 * changed. Pure — the drift below reads and writes the database around it, and the tests play many
 * scripted matches through it.
 */
export function nextOdds(
  match: PricedMatch,
  rows: readonly OddsRow[],
  remaining: number,
  rng: Random,
): Array<{ id: number; values: Triple }> {
  const priceAt = modelPrices(match, rows, remaining);
  // A quote prices all three markets at one return; a provider's rows share one or two returns, so
  // each is priced once per moment rather than once per row (the quote is pure).
  const quotes = new Map<number, ReturnType<Quote>>();
  const quoteAt = (rate: number) => {
    let quote = quotes.get(rate);
    if (!quote) quotes.set(rate, (quote = priceAt({ europe: 1 / rate, line: 1 / rate })));
    return quote;
  };
  const moved: Array<{ id: number; values: Triple }> = [];
  for (const row of rows) {
    const provider = providerById(row.providerId);
    // 竞彩官方 and 篮彩官方 close their sales at kick-off: no in-play line, no change row.
    if (provider && !provider.inPlay) continue;
    // The company's return on this market; one Matchday does not know keeps its opening line's.
    const rate = provider
      ? row.type === 'europe'
        ? provider.europeReturn
        : provider.lineReturn
      : bandReturn(returnOf(row.type, row.opening));
    const target = quoteAt(rate)[row.type];
    // A closed market keeps its last line: the one shown until and after full time.
    if (!target) continue;
    const next = stepOdds(row.type, match.sport, row.current, target, rng, rate);
    if (!same(next, row.current)) moved.push({ id: row.id, values: next });
  }
  return moved;
}

/**
 * Moves the current odds of a live match and writes a change row per moved odds. Returns how many
 * odds changed (0 when the match is not in play or has no odds). Randomness comes only from `rng`,
 * time only from `now`.
 */
export async function driftOdds(
  db: Database,
  match: DriftMatch,
  rng: Random,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({
      quarterMinutes: leagues.quarterMinutes,
      homeRed: matches.homeRed,
      awayRed: matches.awayRed,
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .where(eq(matches.id, match.id));
  const remaining = remainingShare(match, row?.quarterMinutes ?? 10);
  if (remaining === null) return 0;
  const rows: OddsRow[] = await db
    .select({
      id: odds.id,
      providerId: odds.providerId,
      type: odds.type,
      opening: odds.opening,
      current: odds.current,
    })
    .from(odds)
    .where(eq(odds.matchId, match.id))
    .orderBy(odds.id);
  if (rows.length === 0) return 0;

  const priced = { ...match, homeRed: row?.homeRed ?? 0, awayRed: row?.awayRed ?? 0 };
  const moved = nextOdds(priced, rows, remaining, rng);
  if (moved.length === 0) return 0;

  const matchState = liveMatchState(match);
  await db.transaction(async (tx) => {
    for (const m of moved) {
      await tx.update(odds).set({ current: m.values, updatedAt: now }).where(eq(odds.id, m.id));
    }
    await tx
      .insert(oddsChanges)
      .values(moved.map((m) => ({ oddsId: m.id, values: m.values, matchState, changedAt: now })));
  });
  return moved.length;
}
