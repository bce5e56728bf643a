import { SmsType } from '../../../../contracts/account/session';
import type { PhoneChangeIndex } from '../../../../contracts/account/centre/security';
import { done, refused, type Outcome } from '../../../platform/refusals';
import { maskPhone, spendSmsCode, type UserRow } from '../session';
import type { CentreContext } from './context';
import { identityMatches } from './identityService';
import { grantPermit, livePermit, spendPermit } from './permits';
import { bindPhone, phoneTakenByOther } from './queries';
import { Refusals } from './refusals';

/**
 * The phone operation (calls-errors-spec §7.10). A fan with a phone first proves it (the old phone's
 * type-49 code through verifyPhone/verifyCode, or the identity check here); either grants a 10-minute
 * permit that the commit spends. A fan without a phone binds one with its code alone.
 */

export async function phoneChangeIndex(
  ctx: CentreContext,
  fan: UserRow,
): Promise<PhoneChangeIndex> {
  return {
    hasPhone: fan.phone !== null,
    maskedPhone: fan.phone ? maskPhone(fan.phone) : '',
    phone: fan.phone ?? '',
    canCheckId: fan.realName !== null && fan.idCard !== null,
    permitExpiresAt: await livePermit(ctx.db, fan.id, 'phone_change'),
  };
}

/** The identity check, for a fan who lost the old phone; 5 wrong answers lock it for 15 minutes. */
export async function checkIdForPhoneChange(
  ctx: CentreContext,
  fan: UserRow,
  input: { realName: string; idCard: string },
): Promise<Outcome<{ expiresAt: number }>> {
  if (!fan.realName || !fan.idCard) return refused(Refusals.identityNotSet);
  const key = `user:${fan.id}`;
  const { identity } = ctx.limits;
  if (identity.lockedFor(key) > 0) return refused(Refusals.identityLocked);
  if (!identityMatches(fan, input.realName, input.idCard)) {
    identity.hit(key);
    return refused(
      identity.lockedFor(key) > 0 ? Refusals.identityLocked : Refusals.identityMismatch,
    );
  }
  identity.reset(key);
  return done({ expiresAt: await grantPermit(ctx.db, fan.id, 'phone_change') });
}

export async function commitNewPhone(
  ctx: CentreContext,
  fan: UserRow,
  { phone, code }: { phone: string; code: string },
): Promise<Outcome<{ phone: string; maskedPhone: string }>> {
  if (phone === fan.phone) return refused(Refusals.phoneSame);
  if (await phoneTakenByOther(ctx.db, phone, fan.id)) return refused(Refusals.phoneTaken);
  if (fan.phone && (await livePermit(ctx.db, fan.id, 'phone_change')) === null)
    return refused(Refusals.phoneChangeNotVerified);
  const spent = await spendSmsCode(ctx.db, { phone, type: SmsType.verifyPhone }, code);
  if (!spent.ok) return spent;
  if (fan.phone && !(await spendPermit(ctx.db, fan.id, 'phone_change')))
    return refused(Refusals.phoneChangeNotVerified);
  if (!(await bindPhone(ctx.db, fan, phone))) return refused(Refusals.phoneTaken);
  return done({ phone, maskedPhone: maskPhone(phone) });
}
