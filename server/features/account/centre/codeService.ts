import { PHONE_PATTERN, SmsType, type SmsSendResult } from '../../../../contracts/account/session';
import type {
  CentreSmsSendRequest,
  CentreVerifyCodeRequest,
  VerifyCodeResult,
} from '../../../../contracts/account/centre/security';
import { done, refused, type Outcome, type Refusal } from '../../../platform/refusals';
import { spendSmsCode, type UserRow } from '../session';
import { CaptchaRefusals } from '../captcha';
import type { CentreContext } from './context';
import { grantPermit, livePermit } from './permits';
import { bindPhone, phoneTakenByOther } from './queries';
import { Refusals } from './refusals';

/**
 * The user centre's own SMS calls (calls-errors-spec §7.10):
 *  - verifyPhone (type 49): a code to the bound phone proves the fan before a phone change; a code
 *    to a new phone binds it (no phone yet) or is the new-phone code of a change (after the proof).
 *  - changePassword (type 48): a code to the bound phone before a password is set or changed.
 * The sends follow product-spec §5: parameters, phone format (phone_error), then the slider captcha
 * ticket (check_error), then one code per phone per 60 s (shared with POST /api/uc/sms/send) and the
 * IP cap. The code goes to the SMS sender, never into an answer.
 */

type Send = { ip: string };

export async function sendVerifyPhoneCode(
  ctx: CentreContext,
  fan: UserRow,
  input: CentreSmsSendRequest,
  { ip }: Send,
): Promise<Outcome<SmsSendResult>> {
  const target = await verifyPhoneTarget(ctx, fan, input.phone?.trim() ?? '');
  if ('status' in target) return refused(target);
  return sendCode(ctx, target, SmsType.verifyPhone, input.captchaTicket, ip);
}

export async function checkVerifyPhoneCode(
  ctx: CentreContext,
  fan: UserRow,
  { phone, code }: CentreVerifyCodeRequest,
): Promise<Outcome<VerifyCodeResult>> {
  const binding = fan.phone === null;
  if (!binding && phone !== fan.phone) return refused(Refusals.phoneMismatch);
  if (binding && (await phoneTakenByOther(ctx.db, phone, fan.id)))
    return refused(Refusals.phoneTaken);
  const spent = await spendSmsCode(ctx.db, { phone, type: SmsType.verifyPhone }, code);
  if (!spent.ok) return spent;
  if (binding) {
    if (!(await bindPhone(ctx.db, fan, phone))) return refused(Refusals.phoneTaken);
    return done({ verified: true, bound: true, expiresAt: null });
  }
  const expiresAt = await grantPermit(ctx.db, fan.id, 'phone_change');
  return done({ verified: true, bound: false, expiresAt });
}

export async function sendPasswordCode(
  ctx: CentreContext,
  fan: UserRow,
  input: CentreSmsSendRequest,
  { ip }: Send,
): Promise<Outcome<SmsSendResult>> {
  const target = boundPhoneTarget(fan, input.phone?.trim() ?? '');
  if ('status' in target) return refused(target);
  return sendCode(ctx, target, SmsType.resetPassword, input.captchaTicket, ip);
}

export async function checkPasswordCode(
  ctx: CentreContext,
  fan: UserRow,
  { phone, code }: CentreVerifyCodeRequest,
): Promise<Outcome<VerifyCodeResult>> {
  if (!fan.phone) return refused(Refusals.phoneNotBound);
  if (phone !== fan.phone) return refused(Refusals.phoneMismatch);
  const spent = await spendSmsCode(ctx.db, { phone: fan.phone, type: SmsType.resetPassword }, code);
  if (!spent.ok) return spent;
  // The client keeps the code for the next step (product-spec §4 "Other"); the permit lets that
  // step repeat it although it is spent now.
  const expiresAt = await grantPermit(ctx.db, fan.id, 'password', code);
  return done({ verified: true, bound: false, expiresAt });
}

/** Where a type-49 code goes: the bound phone when none is given, else a checked phone. */
async function verifyPhoneTarget(
  ctx: CentreContext,
  fan: UserRow,
  given: string,
): Promise<{ phone: string } | Refusal> {
  // Phone verification may omit the phone (product-spec §5): the fan's own is meant.
  if (given === '') return fan.phone ? { phone: fan.phone } : Refusals.phoneNotBound;
  if (!PHONE_PATTERN.test(given)) return Refusals.phoneFormat;
  if (given === fan.phone) return { phone: given };
  // A code to another number: it must be free, and a fan with a phone must have proven it first.
  if (await phoneTakenByOther(ctx.db, given, fan.id)) return Refusals.phoneTaken;
  if (fan.phone && (await livePermit(ctx.db, fan.id, 'phone_change')) === null)
    return Refusals.phoneChangeNotVerified;
  return { phone: given };
}

/** A type-48 code goes only to the bound phone. */
function boundPhoneTarget(fan: UserRow, given: string): { phone: string } | Refusal {
  if (given !== '' && !PHONE_PATTERN.test(given)) return Refusals.phoneFormat;
  if (!fan.phone) return Refusals.phoneNotBound;
  if (given !== '' && given !== fan.phone) return Refusals.phoneMismatch;
  return { phone: fan.phone };
}

function sendCode(
  ctx: CentreContext,
  target: { phone: string },
  type: number,
  ticket: string | undefined,
  ip: string,
): Promise<Outcome<SmsSendResult>> {
  // The ticket is spent by this check whatever follows, as the captcha's own rules say.
  if (!ctx.captcha.spend(ticket)) return Promise.resolve(refused(CaptchaRefusals.noTicket));
  return ctx.sms.deliver(ctx.db, { phone: target.phone, type, ip });
}
