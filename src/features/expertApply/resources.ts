import { defineResource } from '@schedulers';
import { fetchApplyStatus } from './api';

/** Where the fan's application to be an expert stands, asked on each visit. */
export const applyStatusResource = defineResource({
  name: 'expert-apply-status',
  key: () => '',
  fetch: (_: void, signal) => fetchApplyStatus(signal),
});
