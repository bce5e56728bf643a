import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { normalizeIdCard } from '../../../../contracts/account/centre/identity';
import type { Database } from '../../../db/database';
import { identityVerifications, sessions, users } from '../../../db/schema';
import { hashToken } from '../../../platform/auth/tokens';
import type { UserRow } from '../session';

/** The user centre's SQL (permits.ts and levels.ts hold that of permits and of the level log). */

// Profile -----------------------------------------------------------------------------------------

/**
 * Another fan has this nickname, ignoring letter case. Held as a check before the write, not by an
 * index: two fans racing for one new name within a millisecond is a cost we accept.
 */
export async function nickNameTakenByOther(
  db: Database,
  nickName: string,
  userId: number,
): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.nickName}) = lower(${nickName})`, ne(users.id, userId)))
    .limit(1);
  return taken !== undefined;
}

export async function setNickName(db: Database, userId: number, nickName: string): Promise<void> {
  await db.update(users).set({ nickName }).where(eq(users.id, userId));
}

export async function setDescribe(
  db: Database,
  userId: number,
  describe: string | null,
): Promise<void> {
  await db.update(users).set({ describe }).where(eq(users.id, userId));
}

/** Ends the fan's sessions but the one of `keepToken` (this device), or all without one. */
export async function closeOtherSessions(
  db: Database,
  userId: number,
  keepToken: string | null,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepToken
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken)))
        : eq(sessions.userId, userId),
    );
}

// Phones ------------------------------------------------------------------------------------------

/**
 * A phone another account holds: bound to it, or its login name (accounts made by SMS are named by
 * their phone, so binding that number elsewhere would make one login name mean two fans).
 */
export async function phoneTakenByOther(
  db: Database,
  phone: string,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(or(eq(users.phone, phone), eq(users.account, phone)), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Binds a new phone. An account named by its old phone is renamed to the new one, so the old number
 * is free for whoever gets it next. False when another account took the phone meanwhile.
 */
export async function bindPhone(db: Database, user: UserRow, phone: string): Promise<boolean> {
  const renamed = user.phone !== null && user.account === user.phone;
  try {
    await db
      .update(users)
      .set(renamed ? { phone, account: phone } : { phone })
      .where(eq(users.id, user.id));
    return true;
  } catch (error) {
    // 23505: a unique index (phone or account) refused; anything else is a real failure.
    if (uniqueViolation(error)) return false;
    throw error;
  }
}

function uniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

// Identity ----------------------------------------------------------------------------------------

/** The fan verified their identity through the user centre (identity code 3). */
export async function verifiedHere(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: identityVerifications.userId })
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** Another account verified with this id card. */
export async function idCardTakenByOther(
  db: Database,
  idCard: string,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.idCard, normalizeIdCard(idCard)), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Another account with this id card is an expert, or applying to be one, for the ball type: one
 * person, one expert column per sport.
 */
export async function idCardUsedByExpert(
  db: Database,
  idCard: string,
  userId: number,
  qiuFlag: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.idCard, normalizeIdCard(idCard)),
        ne(users.id, userId),
        eq(users.qiuFlag, qiuFlag),
        or(gt(users.userLevel, 0), inArray(users.expertApplyProgress, [1, 2])),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Writes a verified identity (and binds the phone of a fan who had none) in one transaction. */
export async function saveIdentity(
  db: Database,
  user: UserRow,
  v: { realName: string; idCard: string; phone: string; source: 'complete' | 'confirm' },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ realName: v.realName, idCard: v.idCard, ...(user.phone ? {} : { phone: v.phone }) })
      .where(eq(users.id, user.id));
    await tx
      .insert(identityVerifications)
      .values({ userId: user.id, phone: v.phone, source: v.source })
      .onConflictDoNothing();
  });
}
