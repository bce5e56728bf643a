import {
  balanced,
  europeOf,
  fairSides,
  footballProbs,
  remainingGoals,
  watersOf,
  type Distribution,
  type FootballModel,
  type LiveState,
  type Margins,
  type Triple,
} from './pricing';
import { goalShareLeft } from './goalTiming';

/**
 * The in-play football book (issue 31 item 6, docs/decisions/in-play-odds.md). The goals still to
 * come are two Poisson counts whose rates follow the match: the pre-match expected goals scaled by
 * the share of the goals still to come (more than the share of time: goals come faster late on,
 * goalTiming.ts), a red card cutting its side's rate and lifting the opponent's, and the
 * side behind pressing (its rate up, the leader's down). From them:
 *
 * - 1X2 on the final score (the score so far plus the goals to come);
 * - the Asian handicap on the goals to come, the score at the moment counting as 0-0, as Asian books
 *   settle in running — so the line shrinks towards 平手 as time runs out, and moves by quarter balls
 *   after a goal or a red card;
 * - over/under on all the match's goals: the line is the goals scored plus the expected remaining,
 *   at least a quarter above the score.
 *
 * The quarter line nearest even is offered while its fair chance is within OFFER_BAND of a half.
 * Only when none is — the last minutes for the over/under, the late stage of a lopsided contest for
 * the handicap: the market is settled in all but name — does the book close it (封盘) rather than
 * print 0.63 against 1.30; its last line is the one shown until and after full time.
 */

/** Rate factors of one red card: its side plays on with ten, the opponent gets more of the ball. */
export const RED_CARD_EFFECT = { own: 0.7, opponent: 1.2 } as const;
/** Rate factors while a side is behind: it presses, the leader sits deeper. */
export const CHASE_EFFECT = { behind: 1.15, ahead: 0.9 } as const;
/**
 * A line is offered while the fair chance of its side A is within this of one half. Late on the
 * neighbouring quarter lines lie up to 0.17 apart in chance (1.5 a 42% side, 1.25 a 59% one at 1-0
 * with 0.55 goals to come): this bridges the gap in all but a minute, and keeps every company's
 * waters within 0.62–1.28, off the caps (docs/decisions/in-play-odds.md).
 */
export const OFFER_BAND = 0.075;

export interface InPlayState extends LiveState {
  homeRed: number;
  awayRed: number;
}

export interface InPlayPrices {
  europe: Triple;
  /** null: the market is closed (封盘), no quarter line can be priced near even. */
  asia: Triple | null;
  bigsmall: Triple | null;
}

/** Expected goals of each side over the time left, from the model and the state of the match. */
export function remainingRates(model: FootballModel, state: InPlayState): FootballModel {
  // Goals come faster late on (goalTiming.ts): the last 20 minutes hold more than 2/9 of them.
  const left = goalShareLeft(state.remaining);
  const lead = state.homeScore - state.awayScore;
  const chase = (side: 1 | -1) =>
    lead === 0 ? 1 : Math.sign(lead) === side ? CHASE_EFFECT.ahead : CHASE_EFFECT.behind;
  const reds = (own: number, other: number) =>
    RED_CARD_EFFECT.own ** Math.min(own, 3) * RED_CARD_EFFECT.opponent ** Math.min(other, 3);
  return {
    home: model.home * left * chase(1) * reds(state.homeRed, state.awayRed),
    away: model.away * left * chase(-1) * reds(state.awayRed, state.homeRed),
  };
}

/** The fair chance of side A of a line: its fair decimal prices, pushes left out. */
function sideA([a, b]: [number, number]): number {
  return 1 / a / (1 / a + 1 / b);
}

/** The most balanced quarter line of a distribution, priced, or null when none is near even. */
function offeredLine(
  dist: Distribution,
  min: number,
  margin: number,
): { threshold: number; waters: [number, number] } | null {
  const threshold = balanced(dist, min);
  const fair = fairSides(dist, threshold);
  const p = sideA(fair);
  if (!Number.isFinite(p) || Math.abs(p - 0.5) > OFFER_BAND) return null;
  return { threshold, waters: watersOf(fair, margin) };
}

/** A football book's prices at a moment of the match (see the comment at the top). */
export function footballLivePrices(
  model: FootballModel,
  state: InPlayState,
  margins: Margins,
): InPlayPrices {
  const rates = remainingRates(model, state);
  const scored = state.homeScore + state.awayScore;
  const { diff, total } = remainingGoals(rates, 1, scored);
  // The rates already cover the time left: the whole of them is still to play.
  const probs = footballProbs(rates, { ...state, remaining: 1 });
  const europe = europeOf(probs, margins.europe);
  // Stoppage time counts as no time left: every line is settled in all but name.
  if (state.remaining <= 0) return { europe, asia: null, bigsmall: null };
  // Home covers line L when the goals to come differ by more than -L.
  const handicap = offeredLine(diff, -3.5, margins.line);
  const overUnder = offeredLine(total, scored + 0.25, margins.line);
  return {
    europe,
    asia: handicap && [handicap.waters[0], -handicap.threshold + 0, handicap.waters[1]],
    bigsmall: overUnder && [overUnder.waters[0], overUnder.threshold, overUnder.waters[1]],
  };
}
