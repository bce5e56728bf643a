import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SHARE_CODE_ALPHABET, SHARE_CODE_LENGTH } from '../../../contracts/share';
import type { DbOrTx } from '../../db/database';
import { shareCodes } from '../../db/schema';

/** Ten characters of 31: about 8 × 10^14 codes, so a guessed one names nobody. */
export function newShareCode(): string {
  let code = '';
  for (let i = 0; i < SHARE_CODE_LENGTH; i++)
    code += SHARE_CODE_ALPHABET[randomInt(SHARE_CODE_ALPHABET.length)];
  return code;
}

const ATTEMPTS = 5;

/**
 * The member's share code: the one they have, or a new one kept for good. Two first requests at once
 * make one code (the member's row is the key); a new code that happens to be taken is drawn again.
 */
export async function shareCodeOf(db: DbOrTx, userId: number): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [kept] = await db
      .select({ code: shareCodes.code })
      .from(shareCodes)
      .where(eq(shareCodes.userId, userId));
    if (kept) return kept.code;
    const [made] = await db
      .insert(shareCodes)
      .values({ userId, code: newShareCode() })
      .onConflictDoNothing()
      .returning({ code: shareCodes.code });
    if (made) return made.code;
  }
  throw new Error(`no share code for member ${userId} after ${ATTEMPTS} attempts`);
}

/** The member a share code names, or null. */
export async function memberOfShareCode(db: DbOrTx, code: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: shareCodes.userId })
    .from(shareCodes)
    .where(eq(shareCodes.code, code));
  return row?.userId ?? null;
}
