import { defineResource } from '@schedulers';
import { fetchShareInfo } from './api';
import { SHARE_INFO_STALE_MS } from './timings';

/** The logged-in fan's share info: dropped at login and logout with every answer (one fan's, never the next's). */
export const shareInfoResource = defineResource({
  name: 'share-info',
  key: () => 'me',
  fetch: (_args: void, signal) => fetchShareInfo(signal),
  staleMs: SHARE_INFO_STALE_MS,
});
