import { RECENT_SAMPLE, type ExpertRecord } from '../../../../contracts/experts';
import { PLAN_RESULT } from '../../../../contracts/plans';

// An expert's record as a fold over their settled plans in settle order (issue 19 §1). Pure: the
// settlement job folds each newly settled plan into the kept row; a recomputation folds them all
// from the empty record — the two must agree (tests/unit/server/features/plans/records.test.ts).

export interface RecordState {
  won: number;
  lost: number;
  voided: number;
  currentStreak: number;
  bestStreak: number;
  /** The latest results, oldest first ('1' won, '2' lost), at most RECENT_SAMPLE. */
  recent: string;
  stakeMilli: number;
  payoutMilli: number;
  lastSettleSeq: number;
}

export const EMPTY_RECORD: RecordState = {
  won: 0,
  lost: 0,
  voided: 0,
  currentStreak: 0,
  bestStreak: 0,
  recent: '',
  stakeMilli: 0,
  payoutMilli: 0,
  lastSettleSeq: 0,
};

export interface SettledPlan {
  /** PLAN_RESULT won, lost or void. */
  result: number;
  payoutMilli: number;
  settleSeq: number;
}

/** One settled plan folded in. A void plan (走水) counts in the stake and payout only. */
export function foldRecord(state: RecordState, plan: SettledPlan): RecordState {
  const money = {
    stakeMilli: state.stakeMilli + 1000,
    payoutMilli: state.payoutMilli + plan.payoutMilli,
    lastSettleSeq: plan.settleSeq,
  };
  if (plan.result === PLAN_RESULT.void) return { ...state, ...money, voided: state.voided + 1 };
  const won = plan.result === PLAN_RESULT.won;
  const currentStreak = won ? state.currentStreak + 1 : 0;
  return {
    ...state,
    ...money,
    won: state.won + (won ? 1 : 0),
    lost: state.lost + (won ? 0 : 1),
    currentStreak,
    bestStreak: Math.max(state.bestStreak, currentStreak),
    recent: (state.recent + (won ? '1' : '2')).slice(-RECENT_SAMPLE),
  };
}

export function foldAll(plans: readonly SettledPlan[], from: RecordState = EMPTY_RECORD) {
  return plans.reduce(foldRecord, from);
}

/** Whole percent, or null without a sample. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part * 100) / whole) : null;
}

/** Payout ÷ stake in percent to one decimal, or null without a stake. */
export function returnRateOf(payoutMilli: number, stakeMilli: number): number | null {
  return stakeMilli > 0 ? Math.round((payoutMilli * 1000) / stakeMilli) / 10 : null;
}

/** The record as the wire carries it. */
export function recordOf(state: RecordState): ExpertRecord {
  const recentWins = [...state.recent].filter((c) => c === '1').length;
  return {
    settled: state.won + state.lost,
    won: state.won,
    lost: state.lost,
    voided: state.voided,
    recentTotal: state.recent.length,
    recentWins,
    hitRate: percentOf(recentWins, state.recent.length),
    currentStreak: state.currentStreak,
    bestStreak: state.bestStreak,
    returnRate: returnRateOf(state.payoutMilli, state.stakeMilli),
    recent: [...state.recent].reverse().map(Number),
  };
}
