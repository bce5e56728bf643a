import {
  evaluateInterpretation,
  evaluationCoupon as evaluationCouponEndpoint,
  evaluationState as evaluationStateEndpoint,
  interpretationScore,
} from '../../../contracts/interpretationEvaluation';
import type { Database } from '../../db/database';
import type { Router } from '../../platform/route';
import { evaluate, evaluationCoupon, evaluationState, expertScore } from './evaluation';

/** Evaluating readings and the experts' scores (calls-errors-spec §7.6). */
export function evaluationRoutes(route: Router, deps: { db: Database }): void {
  const { db } = deps;
  route(evaluationStateEndpoint, ({ id }, { caller, now }) =>
    evaluationState(db, id, caller.userId, now),
  );
  route(evaluateInterpretation, ({ id, evaluateData }, { caller, now }) =>
    evaluate(db, id, caller.userId, evaluateData, now),
  );
  route(interpretationScore, ({ expertId }) => expertScore(db, expertId));
  route(evaluationCouponEndpoint, ({ interId }, { caller }) =>
    evaluationCoupon(db, caller.userId, interId),
  );
}
