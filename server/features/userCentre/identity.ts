import { and, eq, inArray, ne, or, gt } from 'drizzle-orm';
import {
  beijingToday,
  idCardProblem,
  IdentityCode,
  normalizeIdCard,
} from '../../../contracts/userCentre';
import type { Database } from '../../db/database';
import { identityVerifications, users } from '../../db/schema';
import type { UserRow } from '../accounts/users';
import type { Refusal } from './replies';

/** Identity completion codes of product-spec §3: 1 never, 2 verified before, 3 (re-)verified here. */
export async function identityCode(db: Database, user: UserRow): Promise<1 | 2 | 3> {
  if (!user.realName || !user.idCard) return IdentityCode.never;
  const [row] = await db
    .select({ userId: identityVerifications.userId })
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, user.id))
    .limit(1);
  return row ? IdentityCode.reverified : IdentityCode.before;
}

/** The id card rule on today's Beijing date (real time: an age is not simulated). */
export function idCardRefusal(idCard: string, now = Date.now()): Refusal | null {
  const problem = idCardProblem(idCard, beijingToday(now));
  return problem ? { status: 400, code: 'idcard_error', msg: problem } : null;
}

/** Name and id card as on file (the id card's check letter in any case, spaces ignored). */
export function identityMatches(user: UserRow, realName: string, idCard: string): boolean {
  return (
    user.realName !== null &&
    user.idCard !== null &&
    user.realName === realName.trim() &&
    normalizeIdCard(user.idCard) === normalizeIdCard(idCard)
  );
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
