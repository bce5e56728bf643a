import { defineResource } from '@schedulers';
import { fetchCircle, fetchDetail, fetchMemberStatus } from './api';

/** A circle's header: the circle, its moderators, its hot topics. */
export const circleResource = defineResource({
  name: 'sns-circle',
  key: (circleId: number) => String(circleId),
  fetch: (circleId, signal) => fetchCircle(circleId, signal),
});

/** One item whole, with what the viewer may do (asked again on every visit: it changes). */
export const detailResource = defineResource({
  name: 'sns-detail',
  key: (msgId: number) => String(msgId),
  fetch: (msgId, signal) => fetchDetail(msgId, signal),
});

/** The logged-in fan's own status in a circle (gagged, banned) and the circles they moderate. */
export const memberStatusResource = defineResource({
  name: 'sns-member-status',
  key: (circleId: number | null) => String(circleId ?? 0),
  fetch: (circleId, signal) => fetchMemberStatus(circleId, signal),
});
