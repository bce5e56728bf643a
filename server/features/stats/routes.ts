import { statEvent } from '../../../contracts/statistics';
import { done } from '../../platform/refusals';
import type { Router } from '../../platform/route';

/**
 * POST /api/stats/event: page statistics from logged-in fans (product-spec §6, contracts/
 * statistics.ts). The events go to the structured log; nothing is stored.
 */
export function statsRoutes(route: Router): void {
  route(statEvent, (stat, { caller, request }) => {
    request.log.info({ stat, userId: caller.userId }, 'page statistic');
    return done(null);
  });
}
