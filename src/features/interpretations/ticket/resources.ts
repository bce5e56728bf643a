import { defineResource } from '@schedulers';
import { fetchExpertStanding, fetchTicketsFor } from './api';

/** The fan's packages for one reading: read on every visit (a count may have been spent). */
export const ticketsResource = defineResource({
  name: 'reading-tickets',
  key: (id: number) => String(id),
  fetch: (id, signal) => fetchTicketsFor(id, signal),
});

/** The viewer's standing with a reading's expert (isAttentExpert): read on every visit. */
export const expertStandingResource = defineResource({
  name: 'expert-standing',
  key: (expertId: number) => String(expertId),
  fetch: (expertId, signal) => fetchExpertStanding(expertId, signal),
});
