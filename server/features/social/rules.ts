import { FORBID_TYPES, SNS_MEMBER_STATUS } from '../../../contracts/socialActions';
import { DAY_MS, beijingStamp } from '../../../domain/time';

/**
 * The circles' pure rules (docs/decisions/social.md): how long a gag or ban lasts, what a forbidden
 * fan reads, who may moderate whom. No I/O and no clock: `now` is given.
 */

/** The end of a gag or ban of `days` days given at `now`. */
export function forbidUntil(now: number, days: number): number {
  return now + days * DAY_MS;
}

export interface Forbid {
  type: number;
  until: number;
}

/** The forbid still in force at `now` (a past one, or a lift, is none). */
export function activeForbid(forbid: Forbid | null | undefined, now: number): Forbid | null {
  if (!forbid || forbid.until <= now || forbid.type === FORBID_TYPES.lift) return null;
  return forbid;
}

/** The stronger of two forbids in force: a ban over a gag, then the later end. */
export function strongerForbid(a: Forbid | null, b: Forbid | null): Forbid | null {
  if (!a) return b;
  if (!b) return a;
  if (a.type !== b.type) return a.type > b.type ? a : b;
  return a.until >= b.until ? a : b;
}

/** What a gagged or banned fan reads, with the end in Beijing time. */
export function forbidMessage(forbid: Forbid): string {
  const until = beijingStamp(forbid.until);
  return forbid.type === FORBID_TYPES.ban
    ? `你已被封禁至 ${until}（北京时间），期间不能发帖、回复、点赞、投票或举报`
    : `你已被禁言至 ${until}（北京时间），期间不能发帖或回复`;
}

/** checkSnsMemberStatus's status of a forbid in force (or none). */
export function memberStatusOf(forbid: Forbid | null): number {
  if (!forbid) return SNS_MEMBER_STATUS.normal;
  return forbid.type === FORBID_TYPES.ban ? SNS_MEMBER_STATUS.banned : SNS_MEMBER_STATUS.gagged;
}

/** What a forbid stops: writing (posts, replies) for both; every other action for a ban only. */
export function forbidStops(forbid: Forbid | null, action: 'write' | 'act'): boolean {
  if (!forbid) return false;
  return action === 'write' || forbid.type === FORBID_TYPES.ban;
}

/**
 * Whether `actor` may moderate `target` in a circle: only a moderator of it, never themself, never
 * another moderator of the same circle.
 */
export function mayModerate(
  actorId: number,
  targetId: number | null,
  moderators: ReadonlySet<number>,
): boolean {
  if (!moderators.has(actorId)) return false;
  if (targetId === null) return true;
  return targetId !== actorId && !moderators.has(targetId);
}
