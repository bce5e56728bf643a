import { defineResource } from '@schedulers';
import { fetchTicketsFor } from './api';

/** The fan's packages for one reading: read on every visit (a count may have been spent). */
export const ticketsResource = defineResource({
  name: 'reading-tickets',
  key: (id: number) => String(id),
  fetch: (id, signal) => fetchTicketsFor(id, signal),
});
