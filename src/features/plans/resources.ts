import { defineResource } from '@schedulers';
import { fetchCoinBalance, fetchPlan } from './api';

/**
 * The plan pages' resources (schedulers/resource.ts). Asked again on every visit: coming back after
 * buying (or logging in) must show the plan unlocked, and the confirm step reads the coins afresh.
 */
export const planResource = defineResource({
  name: 'plan',
  key: (id: number) => String(id),
  fetch: (id, signal) => fetchPlan(id, signal),
});

export const coinBalanceResource = defineResource({
  name: 'plan-coin-balance',
  key: () => '',
  fetch: (_: void, signal) => fetchCoinBalance(signal),
});
