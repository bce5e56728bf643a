import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { userCentrePermits } from '../../../db/schema';

/**
 * Proven steps of two-step changes (tables/userCentre.ts): granted by a verified code or id check,
 * valid PERMIT_MINUTES on the database's clock, spent by the step they open.
 */
export const PERMIT_MINUTES = 10;
export type PermitKind = 'phone_change' | 'password';

const hashCode = (userId: number, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');

/** Grants (or renews) a permit; returns its expiry in ms. */
export async function grantPermit(
  db: Database,
  userId: number,
  kind: PermitKind,
  code: string | null = null,
): Promise<number> {
  const values = {
    userId,
    kind,
    codeHash: code === null ? null : hashCode(userId, code),
    expiresAt: sql`now() + make_interval(mins => ${PERMIT_MINUTES})`,
  };
  const [row] = await db
    .insert(userCentrePermits)
    .values(values)
    .onConflictDoUpdate({
      target: [userCentrePermits.userId, userCentrePermits.kind],
      set: { codeHash: values.codeHash, expiresAt: values.expiresAt },
    })
    .returning({ expiresAt: userCentrePermits.expiresAt });
  return row?.expiresAt.getTime() ?? Date.now();
}

/** The expiry of a live permit, or null. */
export async function livePermit(
  db: Database,
  userId: number,
  kind: PermitKind,
): Promise<number | null> {
  const [row] = await db
    .select({ expiresAt: userCentrePermits.expiresAt })
    .from(userCentrePermits)
    .where(live(userId, kind))
    .limit(1);
  return row?.expiresAt.getTime() ?? null;
}

/**
 * Spends a live permit; with `code`, only one granted for that very code. True when one was spent
 * (a delete that returns the row, so two racing calls cannot both spend it).
 */
export async function spendPermit(
  db: Database,
  userId: number,
  kind: PermitKind,
  code?: string,
): Promise<boolean> {
  const where =
    code === undefined
      ? live(userId, kind)
      : and(live(userId, kind), eq(userCentrePermits.codeHash, hashCode(userId, code)));
  const rows = await db
    .delete(userCentrePermits)
    .where(where)
    .returning({ userId: userCentrePermits.userId });
  return rows.length > 0;
}

function live(userId: number, kind: PermitKind) {
  return and(
    eq(userCentrePermits.userId, userId),
    eq(userCentrePermits.kind, kind),
    gt(userCentrePermits.expiresAt, sql`now()`),
  );
}
