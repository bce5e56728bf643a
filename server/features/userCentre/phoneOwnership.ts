import { and, eq, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import type { UserRow } from '../accounts/users';

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
