import { defineResource } from '@schedulers';
import { fetchPublishOptions } from './api';

/** The matches and leagues an expert may publish on, per sport (null: both). */
export const publishOptionsResource = defineResource({
  name: 'publish-options',
  key: (sport: 1 | 2 | null) => String(sport),
  fetch: (sport, signal) => fetchPublishOptions(sport, signal),
});
