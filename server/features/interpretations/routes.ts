import {
  interpretationDetail as interpretationDetailEndpoint,
  payInterpretation as payInterpretationEndpoint,
} from '../../../contracts/interpretations';
import type { Database } from '../../db/database';
import type { Router } from '../../platform/route';
import { payInterpretation } from './purchase';
import { interpretationDetail } from './service';

/** The interpretations' calls (calls-errors-spec §7.6): reading one and buying it with coins. */
export function interpretationRoutes(route: Router, deps: { db: Database }): void {
  const { db } = deps;
  route(interpretationDetailEndpoint, async ({ id }, ctx) =>
    interpretationDetail(db, id, (await ctx.viewer())?.userId ?? null, ctx.now),
  );
  route(payInterpretationEndpoint, ({ id }, { caller, now }) =>
    payInterpretation(db, id, caller.userId, now),
  );
}
