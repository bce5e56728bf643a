import { defineResource } from '@schedulers';
import { fetchEvaluation } from './api';

/** Read on every visit of a reading by a logged-in fan. */
export const evaluationResource = defineResource({
  name: 'interpretation-evaluation',
  key: (id: number) => String(id),
  fetch: (id, signal) => fetchEvaluation(id, signal),
});
