import { awardsUnOpen, lotteryNums, sfcReturn } from '../../../contracts/lottery';
import type { Database } from '../../db/database';
import type { Router } from '../../platform/route';
import { drawReturn, latestIssues, unopenedIssues } from './service';

/**
 * The old football lottery's calls of calls-errors-spec §7.6 (contracts/lottery.ts). Public: issues
 * and draws are the same for everyone. `seed` is SIM_SEED, which the simulated prize money comes from.
 */
export function lotteryRoutes(route: Router, deps: { db: Database; seed: number }): void {
  const { db, seed } = deps;
  route(lotteryNums, ({ batchSize }, { now }) => latestIssues(db, batchSize, now));
  route(awardsUnOpen, ({ issueNo }, { now }) => unopenedIssues(db, issueNo, now));
  route(sfcReturn, (input, { now }) => drawReturn(db, seed, input, now));
}
