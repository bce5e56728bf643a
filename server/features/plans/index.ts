/**
 * Plans on the server (issue 19): the plan page, buying a plan with coins through the ledger,
 * publishing, settlement by the simulator's final scores, and the plan lists.
 */
export { planRoutes } from './routes';
export { onSale, PlanRefusals } from './service';
export {
  publishOptions,
  publishReading,
  type OptionsTarget,
  type PublishRequest,
  type PublishTarget,
  type Publisher,
} from './publish';
export { payPlan, planSellable, type PlanRef } from './purchase';
export { purchaseKey } from './keys';
export { dueStatus, settleDuePlans, EXPERT_SHARE } from './settlement/job';
export { settlePick, settlePlan, type FinalScore, type PlanOutcome } from './settlement/rules';
export {
  awayTeam,
  homeTeam,
  matchAway,
  matchHome,
  matchLeague,
  planMatchColumns,
} from './matchColumns';
