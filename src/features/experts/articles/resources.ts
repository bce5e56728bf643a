import { defineResource } from '@schedulers';
import { fetchReplay, fetchShared } from './api';

/** One replay with its plan's result and the viewer's like (asked on every visit: it changes). */
export const replayResource = defineResource({
  name: 'expert-replay',
  key: (id: number) => String(id),
  fetch: (id, signal) => fetchReplay(id, signal),
});

/** An article or a news item as its share page shows it. */
export const sharedItemResource = defineResource({
  name: 'shared-information',
  key: (id: number) => String(id),
  fetch: (id, signal) => fetchShared(id, signal),
});
