import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { SMS_RESEND_SECONDS } from '../../../../contracts/account/session';
import type { Database } from '../../../db/database';
import { smsCodes } from '../../../db/schema';
import { SMS_CODE_MINUTES, SMS_CODE_TRIES } from './settings';

/**
 * SMS codes in the database: one per phone per 60 s (any type), valid SMS_CODE_MINUTES, spent by
 * use or by SMS_CODE_TRIES wrong guesses, and only the latest code of a phone and type counts. Only a
 * hash is stored. Times are the database's now(), so the limits hold across restarts and servers.
 */

export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function codeHash(phone: string, type: number, code: string): string {
  return createHash('sha256').update(`${phone}:${type}:${code}`).digest('hex');
}

/** Serializes the work on one phone's codes: the check-then-insert of the resend limit is atomic. */
function lockPhone(tx: Pick<Database, 'execute'>, phone: string) {
  return tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
}

/** Stores a new code unless the phone had one within the last 60 s. */
export async function storeSmsCode(
  db: Database,
  phone: string,
  type: number,
  code: string,
): Promise<'stored' | 'too_frequent'> {
  return db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    const [recent] = await tx
      .select({ id: smsCodes.id })
      .from(smsCodes)
      .where(
        and(
          eq(smsCodes.phone, phone),
          sql`${smsCodes.createdAt} > now() - make_interval(secs => ${SMS_RESEND_SECONDS})`,
        ),
      )
      .limit(1);
    if (recent) return 'too_frequent';
    await tx.insert(smsCodes).values({
      phone,
      type,
      codeHash: codeHash(phone, type, code),
      expiresAt: sql`now() + make_interval(mins => ${SMS_CODE_MINUTES})`,
    });
    return 'stored';
  });
}

/** Checks a code and spends it on success; a wrong guess counts against the code. */
export async function consumeSmsCode(
  db: Database,
  phone: string,
  type: number,
  code: string,
): Promise<'ok' | 'wrong' | 'expired'> {
  return db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    const [latest] = await tx
      .select({
        id: smsCodes.id,
        codeHash: smsCodes.codeHash,
        tries: smsCodes.tries,
        used: smsCodes.used,
        live: sql<boolean>`${smsCodes.expiresAt} > now()`,
      })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.type, type)))
      .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
      .limit(1);
    if (!latest || latest.used || !latest.live || latest.tries >= SMS_CODE_TRIES) return 'expired';
    const given = Buffer.from(codeHash(phone, type, code), 'hex');
    const stored = Buffer.from(latest.codeHash, 'hex');
    if (given.length === stored.length && timingSafeEqual(given, stored)) {
      await tx.update(smsCodes).set({ used: true }).where(eq(smsCodes.id, latest.id));
      return 'ok';
    }
    await tx
      .update(smsCodes)
      .set({ tries: sql`${smsCodes.tries} + 1` })
      .where(eq(smsCodes.id, latest.id));
    return 'wrong';
  });
}
