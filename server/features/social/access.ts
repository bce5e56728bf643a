import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { circleModerators, snsBlacklist, snsForbids } from '../../db/schema';
import { activeForbid, forbidMessage, forbidStops, strongerForbid, type Forbid } from './rules';
import { forbiddenRefusal } from './refusals';
import type { Refusal } from '../../platform/refusals';
import { FORBID_TYPES } from '../../../contracts/socialActions';

/** The moderators of a circle. */
export async function moderatorsOf(db: DbOrTx, circleId: number): Promise<Set<number>> {
  const rows = await db
    .select({ userId: circleModerators.userId })
    .from(circleModerators)
    .where(eq(circleModerators.circleId, circleId));
  return new Set(rows.map((r) => r.userId));
}

/** The circles a member moderates. */
export async function circlesModeratedBy(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ circleId: circleModerators.circleId })
    .from(circleModerators)
    .where(eq(circleModerators.userId, userId));
  return rows.map((r) => r.circleId).sort((a, b) => a - b);
}

/** The members a viewer has blacklisted (none for visitors). */
export async function blockedBy(db: DbOrTx, viewerId: number | null): Promise<number[]> {
  if (viewerId === null) return [];
  const rows = await db
    .select({ id: snsBlacklist.blockedId })
    .from(snsBlacklist)
    .where(eq(snsBlacklist.userId, viewerId));
  return rows.map((r) => r.id);
}

/** Whether `userId` has blacklisted `otherId`. */
export async function hasBlocked(db: DbOrTx, userId: number, otherId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: snsBlacklist.blockedId })
    .from(snsBlacklist)
    .where(and(eq(snsBlacklist.userId, userId), eq(snsBlacklist.blockedId, otherId)));
  return row !== undefined;
}

/**
 * The gag or ban in force on a member: in one circle, or (no circle given) the strongest in any.
 */
export async function forbidOf(
  db: DbOrTx,
  userId: number,
  circleId: number | null,
  now: number,
): Promise<Forbid | null> {
  const rows = await db
    .select({ type: snsForbids.type, until: snsForbids.until, circleId: snsForbids.circleId })
    .from(snsForbids)
    .where(
      circleId === null
        ? eq(snsForbids.userId, userId)
        : and(eq(snsForbids.userId, userId), inArray(snsForbids.circleId, [circleId])),
    );
  return rows
    .map((r) => activeForbid({ type: r.type, until: r.until.getTime() }, now))
    .reduce<Forbid | null>(strongerForbid, null);
}

/** The refusal of a forbidden member's `action` in a circle, or null when they may. */
export async function forbiddenFor(
  db: DbOrTx,
  userId: number,
  circleId: number,
  action: 'write' | 'act',
  now: number,
): Promise<Refusal | null> {
  const forbid = await forbidOf(db, userId, circleId, now);
  if (!forbidStops(forbid, action) || !forbid) return null;
  return forbiddenRefusal(forbid.type === FORBID_TYPES.ban ? 'ban' : 'gag', forbidMessage(forbid));
}
