import { defineResource } from '@schedulers';
import type { ActivityName } from '@contracts/activities';
import { fetchActivity } from './api';

/** An activity as the viewer stands with it: asked on every visit (a claim or the clock changes it). */
export const activityResource = defineResource({
  name: 'activity',
  key: (name: ActivityName) => name,
  fetch: (name: ActivityName, signal) => fetchActivity(name, signal),
});
