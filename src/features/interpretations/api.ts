import {
  interpretationDetail,
  payInterpretation,
  type InterpretationDetail,
} from '@contracts/interpretations';
import { call } from '@shared/http';
import { couponPayInput, type DiscountPick } from '@shared/payment';

/** The reading as this viewer sees it: `content` only once unlocked (contracts/interpretations.ts). */
export function fetchInterpretation(
  id: number,
  signal?: AbortSignal,
): Promise<InterpretationDetail> {
  return call(interpretationDetail, { id }, { signal });
}

/** Buys the reading with coins; answers the coins left. A repeat answers the first purchase. */
export function buyInterpretation(
  id: number,
  pick?: DiscountPick,
): Promise<{ interpretationId: number; balance: string }> {
  return call(payInterpretation, { id, ...couponPayInput(pick) });
}
