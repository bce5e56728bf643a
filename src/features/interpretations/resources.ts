import { defineResource } from '@schedulers';
import { fetchInterpretation } from './api';

/** Asked again on every visit: coming back after buying (or logging in) shows it unlocked. */
export const interpretationResource = defineResource({
  name: 'interpretation',
  key: (id: number) => String(id),
  fetch: (id, signal) => fetchInterpretation(id, signal),
});
