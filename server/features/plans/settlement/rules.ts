import {
  INTERPRETATION_GAMES,
  pickedOptions,
  type InterpretationSegment,
} from '../../../../contracts/interpretation';
import { PLAN_RESULT, type PickResult } from '../../../../contracts/plans';

// How picks and plans settle against a final score (issue 19 §1). Pure: the seed, the settlement
// job and the tests read the same rules (docs/decisions/expert-records.md).

export interface FinalScore {
  home: number;
  away: number;
  /** Half-time score (football); null when unknown. */
  homeHalf: number | null;
  awayHalf: number | null;
}

function outcome(home: number, away: number): 0 | 1 | 2 {
  return home > away ? 0 : home === away ? 1 : 2;
}

/**
 * The winning option of a game without a line, or null when none wins or it cannot be told (a
 * half/full pick without the half-time score).
 */
export function winningOption(segment: InterpretationSegment, score: FinalScore): number | null {
  const { home, away } = score;
  const handicap = segment.handicap ?? 0;
  switch (segment.gameId) {
    case 4071:
      return outcome(home, away);
    case 4072:
      return Math.min(home + away, 7);
    case 4073: {
      const values: readonly string[] = INTERPRETATION_GAMES[4073].values;
      const exact = values.indexOf(`${home}:${away}`);
      if (exact >= 0) return exact;
      return values.indexOf(home > away ? '胜其他' : home === away ? '平其他' : '负其他');
    }
    case 4074:
      if (score.homeHalf === null || score.awayHalf === null) return null;
      return outcome(score.homeHalf, score.awayHalf) * 3 + outcome(home, away);
    case 4076:
      // Jingcai handicap: whole goals, a draw after the handicap is an option of its own.
      return outcome(home + handicap, away);
    case 4061:
      return home > away ? 0 : home < away ? 1 : null;
    case 4063: {
      const margin = Math.abs(home - away);
      if (margin === 0) return null;
      const band = Math.min(5, Math.floor((margin - 1) / 5));
      return home > away ? band : 6 + band;
    }
    default:
      return null;
  }
}

/** Games settled on a line: two sides, a whole line can push, a quarter line splits in halves. */
const LINE_GAMES: ReadonlySet<number> = new Set([4078, 4079, 4062, 4064]);
/** Games whose odds are Hong Kong odds (the stake excluded); the others carry decimal odds. */
const HONG_KONG_ODDS: ReadonlySet<number> = new Set([4078, 4079]);

export function isLineGame(gameId: number): boolean {
  return LINE_GAMES.has(gameId);
}

/** The margin by which side 0 (home, or over) beats the line; side 1 is its negative. */
function lineMargin(segment: InterpretationSegment, score: FinalScore, line: number): number {
  const total = score.home + score.away;
  if (segment.gameId === 4079 || segment.gameId === 4064) return total - line;
  return score.home + line - score.away;
}

type Half = 'win' | 'push' | 'lose';
const halfOf = (margin: number): Half => (margin > 0 ? 'win' : margin < 0 ? 'lose' : 'push');

/** A line pick: a quarter line is two half stakes on the lines a quarter either side. */
function settleLine(segment: InterpretationSegment, score: FinalScore, side: number): PickResult {
  const line = segment.handicap ?? 0;
  const quarter = Math.abs(Math.round(line * 4)) % 2 === 1;
  const lines = quarter ? [line - 0.25, line + 0.25] : [line, line];
  const [a, b] = lines.map((l) => {
    const margin = lineMargin(segment, score, l);
    return halfOf(side === 0 ? margin : -margin);
  });
  if (a === b) return a === 'win' ? 'win' : a === 'lose' ? 'lose' : 'push';
  if (a === 'win' || b === 'win') return b === 'lose' || a === 'lose' ? 'push' : 'halfWin';
  return 'halfLose';
}

/** How one pick ended. `null` score: the match was abandoned or cancelled, so the pick is void. */
export function settlePick(segment: InterpretationSegment, score: FinalScore | null): PickResult {
  if (score === null) return 'void';
  const picked = pickedOptions(segment);
  if (isLineGame(segment.gameId)) {
    // One side is picked on a line (the publish form allows no more); both would cancel out.
    if (picked.length !== 1) return 'void';
    return settleLine(segment, score, picked[0] ?? 0);
  }
  const winner = winningOption(segment, score);
  if (winner === null) return 'void';
  return picked.includes(winner) ? 'win' : 'lose';
}

/** Decimal odds (stake included) of an option of a segment. */
function decimalOdds(segment: InterpretationSegment, option: number): number {
  const value = (segment.odds[option] ?? 0) / 10_000;
  return HONG_KONG_ODDS.has(segment.gameId) ? 1 + value : value;
}

/**
 * What one unit staked on the pick paid back. Several options picked share the stake equally; a
 * half result pays half the stake at the odds and half back (half won) or half lost.
 */
export function pickPayout(
  segment: InterpretationSegment,
  score: FinalScore | null,
  result: PickResult,
): number {
  if (result === 'void' || result === 'push') return 1;
  if (result === 'lose') return 0;
  if (result === 'halfLose') return 0.5;
  const picked = pickedOptions(segment);
  if (isLineGame(segment.gameId)) {
    const odds = decimalOdds(segment, picked[0] ?? 0);
    return result === 'win' ? odds : (1 + odds) / 2;
  }
  const winner = score ? winningOption(segment, score) : null;
  if (winner === null) return 1;
  return decimalOdds(segment, winner) / picked.length;
}

export interface PlanOutcome {
  /** PLAN_RESULT: won, lost or void. */
  result: 1 | 2 | 3;
  picks: PickResult[];
  /** What one unit staked on the plan paid back, in thousandths: the mean of its picks' payouts. */
  payoutMilli: number;
}

const HIT: ReadonlySet<PickResult> = new Set(['win', 'halfWin']);
const MISS: ReadonlySet<PickResult> = new Set(['lose', 'halfLose']);

/**
 * A plan settles pick by pick (docs/decisions/multi-pick-settlement.md): the unit staked on it is
 * shared equally by its picks, each settled on its own. The plan is won (红) when any pick won, even
 * half — 不中退款's 中 —, lost (黑) when none won and one lost, even half, and void (走水) when every
 * pick pushed or was void. Its payout is the mean of the picks' payouts.
 */
export function settlePlan(
  segments: readonly InterpretationSegment[],
  score: FinalScore | null,
): PlanOutcome {
  const picks = segments.map((segment) => settlePick(segment, score));
  const payouts = segments.map((segment, index) =>
    pickPayout(segment, score, picks[index] ?? 'void'),
  );
  // A plan without readable picks returns its stake, as a void plan does.
  const payout = payouts.length ? payouts.reduce((sum, p) => sum + p, 0) / payouts.length : 1;
  const won = picks.some((p) => HIT.has(p));
  const lost = picks.some((p) => MISS.has(p));
  const result = won ? PLAN_RESULT.won : lost ? PLAN_RESULT.lost : PLAN_RESULT.void;
  return { result, picks, payoutMilli: Math.round(payout * 1000) };
}
