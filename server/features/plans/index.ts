/**
 * Plans on the server (issue 19, first slice): the plan page and buying a plan with coins through
 * the ledger. Publishing, settlement and records follow.
 */
export { planRoutes } from './routes';
export { payPlan, purchaseKey, PlanRefusals } from './service';
