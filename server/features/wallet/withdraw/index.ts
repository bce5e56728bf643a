/**
 * Withdrawal of money to bank cards (issue 18 §3; docs/decisions/withdrawal.md): saved cards, the
 * bank pickers, requests held in the ledger until the finance desk pays them out or refuses them.
 */
export { withdrawalRoutes } from './routes';
export { runFinanceDesk, reviewWithdrawal, WITHDRAW_TIMINGS } from './review';
export { requestWithdrawal, withdrawalKey } from './service';
