import { defineResource } from '@schedulers';
import { fetchPublishOptions } from './api';
import type { PublishKind } from './rules';

/** The matches an expert may publish on, per kind and sport (null: the expert's own). */
export const publishOptionsResource = defineResource({
  name: 'publish-options',
  key: ({ kind, sport }: { kind: PublishKind; sport: 1 | 2 | null }) => `${kind}:${sport}`,
  fetch: ({ kind, sport }, signal) => fetchPublishOptions(kind, sport, signal),
});
