import { defineResource } from '@schedulers';
import { fetchPlanTitle } from './api';

/** The title of the plan a feedback is about. */
export const planTitleResource = defineResource({
  name: 'feedback-plan-title',
  key: (planId: number) => String(planId),
  fetch: (planId, signal) => fetchPlanTitle(planId, signal),
});
