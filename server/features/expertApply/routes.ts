import { expertApplyStatus, formalExpertApply } from '../../../contracts/expertApply';
import type { Database } from '../../db/database';
import { CommonRefusals, done, refused } from '../../platform/refusals';
import type { Router } from '../../platform/route';
import { findById } from '../account/session';
import { applyStatus, apply, type ApplyContext } from './service';

export interface ExpertApplyDeps {
  db: Database;
  /** Whether applications are taken (EXPERT_APPLY_OPEN in server/config.ts, default on). */
  open: boolean;
}

/**
 * The expert application (calls-errors-spec §7.11): applying (a header token) and its status (the
 * cookie is enough). Codes: docs/api.md "Uploads, feedback and the expert application".
 */
export function expertApplyRoutes(route: Router, deps: ExpertApplyDeps): void {
  const ctx: ApplyContext = { db: deps.db, open: deps.open };

  route(expertApplyStatus, async (_input, { caller }) => {
    const fan = await findById(ctx.db, caller.userId);
    return fan ? done(await applyStatus(ctx, fan)) : refused(CommonRefusals.noLogin);
  });

  route(formalExpertApply, async (input, { caller, now }) => {
    const fan = await findById(ctx.db, caller.userId);
    return fan ? apply(ctx, fan, input, now) : refused(CommonRefusals.noLogin);
  });
}
