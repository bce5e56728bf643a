import {
  queryCountInterpretationByFxId,
  queryJdByMatchId,
  queryPlanAndJdByMatchId,
} from '../../../contracts/matchcenter';
import { queryBFMatch } from '../../../contracts/matchScoreCard';
import type { Database } from '../../db/database';
import type { Router } from '../../platform/route';
import { scoreCard } from './scoreCard';
import { expertJd, matchJd, matchTips } from './service';

/**
 * The tips calls of calls-errors-spec §7.2 (contracts/matchcenter.ts). Public: a visitor sees the
 * same list, prices included, as a member; the paid content is not part of any of them. And the
 * score card of a match (contracts/matchScoreCard.ts).
 */
export function matchcenterRoutes(route: Router, deps: { db: Database }): void {
  const { db } = deps;
  route(queryPlanAndJdByMatchId, (args, { now }) => matchTips(db, args, now));
  route(queryJdByMatchId, (args, { now }) => matchJd(db, args, now));
  route(queryCountInterpretationByFxId, ({ fxId }, { now }) => expertJd(db, fxId, now));
  route(queryBFMatch, (args) => scoreCard(db, args));
}
