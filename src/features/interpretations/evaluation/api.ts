import {
  evaluateInterpretation,
  evaluationCoupon,
  evaluationState,
  type EvaluateData,
  type EvaluationState,
} from '@contracts/interpretationEvaluation';
import { call } from '@shared/http';

/** Whether the fan may evaluate the reading now, and what they gave if they did. */
export function fetchEvaluation(id: number, signal?: AbortSignal): Promise<EvaluationState> {
  return call(evaluationState, { id }, { signal });
}

/** The fan's stars, once. */
export function sendEvaluation(id: number, evaluateData: EvaluateData): Promise<EvaluationState> {
  return call(evaluateInterpretation, { id, evaluateData });
}

/** The coupon the evaluation earned (评价有礼), if any, and what to tell the fan. */
export function fetchEvaluationCoupon(id: number) {
  return call(evaluationCoupon, { interId: id });
}
