import { SHARE_CODE_PATTERN } from '../../../contracts/share';
import type { DbOrTx } from '../../db/database';
import { shareReferrals } from '../../db/schema';
import { memberOfShareCode } from './codes';

/**
 * Records who brought a new member in: the member whose share code the registration carried (the
 * `share` field, the register_share_id the app kept from the link it was opened with). Only for an
 * account made just now, once; a code that names nobody, or the new member, records nothing, and
 * never stands in the way of the registration itself.
 */
export async function recordReferrer(
  db: DbOrTx,
  newMemberId: number,
  share: string | undefined,
): Promise<void> {
  const code = share?.trim() ?? '';
  if (!SHARE_CODE_PATTERN.test(code)) return;
  const referrerId = await memberOfShareCode(db, code);
  if (referrerId === null || referrerId === newMemberId) return;
  await db.insert(shareReferrals).values({ userId: newMemberId, referrerId }).onConflictDoNothing();
}
