import { defineResource } from '@schedulers';
import { fetchPlan } from './api';

/**
 * The plan pages' resources (schedulers/resource.ts). Asked again on every visit: coming back after
 * buying (or logging in) must show the plan unlocked.
 */
export const planResource = defineResource({
  name: 'plan',
  key: (id: number) => String(id),
  fetch: (id, signal) => fetchPlan(id, signal),
});
