import {
  PHONE_PATTERN,
  SmsType,
  type SmsSendRequest,
  type SmsSendResult,
} from '../../../../contracts/account/session';
import type { Caller } from '../../../platform/auth/authenticate';
import { CommonRefusals, refused, type Outcome, type Refusal } from '../../../platform/refusals';
import { CaptchaRefusals } from '../captcha';
import type { AccountContext } from './context';
import { AccountRefusals } from './refusals';
import { findByAccountOrPhone, findById, findByPhone } from './users';

/**
 * POST /api/uc/sms/send {phone, type, captchaTicket}: a code of types 47–52 (product-spec §5, §9).
 * The checks run in the spec's order: parameters, phone format, the slider captcha's ticket (spent
 * here), then the lookups of the type and the 60 s resend limit. The lookups come after the captcha
 * so that "phone registered" and "no such account" cannot be harvested without solving a puzzle.
 */
export async function sendSmsCode(
  ctx: AccountContext,
  input: SmsSendRequest,
  request: { ip: string; viewer: () => Promise<Caller | null> },
): Promise<Outcome<SmsSendResult>> {
  const shape = shapeProblem(input);
  if (shape) return refused(shape);
  if (!ctx.captcha.spend(input.captchaTicket)) return refused(CaptchaRefusals.noTicket);
  const target = await targetPhone(ctx, input, request.viewer);
  if ('status' in target) return refused(target);
  return ctx.sms.deliver(ctx.db, { phone: target.phone, type: input.type, ip: request.ip });
}

/**
 * The checks of product-spec §5 that need no lookup: a phone is required except for type 49, and
 * must be a mobile number except for types 49 (when omitted) and 52 (an account may stand for it).
 */
function shapeProblem({ phone, type }: SmsSendRequest): Refusal | null {
  const given = phone?.trim() ?? '';
  if (given === '') return type === SmsType.verifyPhone ? null : AccountRefusals.missingSmsParams;
  if (type === SmsType.retrievePassword) return null;
  return PHONE_PATTERN.test(given) ? null : AccountRefusals.phoneFormat;
}

/** The phone a code goes to, by type: the rules of product-spec §5 "Phone SMS send". */
async function targetPhone(
  ctx: AccountContext,
  { phone, type }: SmsSendRequest,
  viewer: () => Promise<Caller | null>,
): Promise<{ phone: string } | Refusal> {
  const given = phone?.trim() ?? '';
  if (type === SmsType.verifyPhone && given === '') {
    // Phone verification may omit the phone: the logged-in fan's own is meant.
    const who = await viewer();
    if (!who) return CommonRefusals.noLogin;
    const user = await findById(ctx.db, who.userId);
    return user?.phone ? { phone: user.phone } : AccountRefusals.missingSmsParams;
  }
  if (given === '') return AccountRefusals.missingSmsParams;
  if (type === SmsType.retrievePassword) {
    // Password retrieval names an account or a phone; the code goes to the account's bound phone.
    const user = await findByAccountOrPhone(ctx.db, given);
    return user?.phone ? { phone: user.phone } : AccountRefusals.noAccount;
  }
  if (!PHONE_PATTERN.test(given)) return AccountRefusals.phoneFormat;
  if (type === SmsType.register && (await findByPhone(ctx.db, given)))
    return AccountRefusals.phoneRegistered;
  return { phone: given };
}
