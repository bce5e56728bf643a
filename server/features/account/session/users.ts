import { eq, or } from 'drizzle-orm';
import { PHONE_PATTERN } from '../../../../contracts/account/session';
import type { Database } from '../../../db/database';
import { users } from '../../../db/schema';

export type UserRow = typeof users.$inferSelect;
type NewUser = typeof users.$inferInsert;

/** Accounts are case-insensitive: stored and looked up in lower case. */
export const normalizeAccount = (account: string) => account.trim().toLowerCase();

/** The user an account name or a bound phone number names. */
export async function findByAccountOrPhone(
  db: Database,
  identifier: string,
): Promise<UserRow | null> {
  const value = identifier.trim();
  const [row] = await db
    .select()
    .from(users)
    .where(
      PHONE_PATTERN.test(value)
        ? or(eq(users.phone, value), eq(users.account, value))
        : eq(users.account, normalizeAccount(value)),
    )
    // A phone-made account's name is its phone, so both branches can name the same row.
    .limit(1);
  return row ?? null;
}

export async function findById(db: Database, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findByPhone(db: Database, phone: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

export async function accountTaken(db: Database, account: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.account, normalizeAccount(account)))
    .limit(1);
  return row !== undefined;
}

/** Inserts the user; null when the account or phone was taken meanwhile (a racing register). */
export async function insertUser(db: Database, values: NewUser): Promise<number | null> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id ?? null;
}

export async function setPasswordHash(
  db: Database,
  userId: number,
  passwordHash: string,
  passwordStrength: number | null,
): Promise<void> {
  await db.update(users).set({ passwordHash, passwordStrength }).where(eq(users.id, userId));
}

/** The nickname of an account made by SMS: never the phone number itself, which others would see. */
export function phoneNickName(phone: string): string {
  return `球迷${phone.slice(-4)}`;
}
