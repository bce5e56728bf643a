import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessions } from '../../db/schema';
import { SESSION_DAYS } from './settings';
import { hashToken, newToken } from './tokens';

/** Opens a session for the user and returns its token; the database keeps only the token's hash. */
export async function openSession(db: Database, userId: number): Promise<string> {
  const token = newToken();
  // Expired sessions of this user go on the way in, so the table does not grow without bound.
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, sql`now()`)));
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    // The database's clock, like the check in findSession: one clock for both ends of the window.
    expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})`,
  });
  return token;
}

/** The user of an unexpired session, or null. */
export async function findSession(db: Database, token: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row?.userId ?? null;
}

export async function closeSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user (after a password reset). */
export async function closeAllSessions(db: Database, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
