import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PHONE_PATTERN, SmsType } from '../../../contracts/accounts';
import { centreSmsSendSchema, centreVerifyCodeSchema } from '../../../contracts/userCentre';
import { SmsCodeRefusals } from '../accounts/replies';
import { consumeSmsCode, newSmsCode, storeSmsCode } from '../accounts/smsCodes';
import { maskPhone } from '../accounts/smsSender';
import type { UserRow } from '../accounts/users';
import { ok } from '../../platform/envelope';
import type { CentreContext } from './context';
import { grantPermit, livePermit } from './permits';
import { bindPhone, phoneTakenByOther } from './phoneOwnership';
import { parse, refuse, Refusals, userOf, type Refusal } from './replies';

/**
 * The user centre's own SMS calls (calls-errors-spec §7.10):
 *  - verifyPhone (type 49): a code to the bound phone proves the fan before a phone change; a code
 *    to a new phone binds it (no phone yet) or is the new-phone code of a change (after the proof).
 *  - changePassword (type 48): a code to the bound phone before a password is set or changed.
 * The send calls follow product-spec §5: parameters, phone format (phone_error), then the slider
 * captcha ticket (check_error), then one code per phone per 60 s (in the database, shared with
 * POST /api/uc/sms/send) and the IP cap. The code goes to the SMS sender, never into a response.
 */
export function codeRoutes(app: FastifyInstance, ctx: CentreContext): void {
  app.post('/api/uc/modify/verifyPhone/sendMessage', async (request, reply) => {
    const user = await userOf(ctx, request, reply);
    if (!user) return reply;
    const target = await verifyPhoneTarget(ctx, user, request.body);
    if ('status' in target) return refuse(reply, target);
    return sendCode(ctx, request, reply, target, SmsType.verifyPhone);
  });

  app.post('/api/uc/modify/verifyPhone/verifyCode', async (request, reply) => {
    const user = await userOf(ctx, request, reply);
    if (!user) return reply;
    const parsed = parse(centreVerifyCodeSchema, request.body);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    const { phone, code } = parsed.data;
    const binding = user.phone === null;
    if (!binding && phone !== user.phone) return refuse(reply, Refusals.phoneMismatch);
    if (binding && (await phoneTakenByOther(ctx.db, phone, user.id)))
      return refuse(reply, Refusals.phoneTaken);
    const checked = await consumeSmsCode(ctx.db, phone, SmsType.verifyPhone, code);
    if (checked !== 'ok') return refuse(reply, SmsCodeRefusals[checked]);
    if (binding) {
      if (!(await bindPhone(ctx.db, user, phone))) return refuse(reply, Refusals.phoneTaken);
      return ok({ verified: true, bound: true, expiresAt: null }, ctx.clock.now());
    }
    const expiresAt = await grantPermit(ctx.db, user.id, 'phone_change');
    return ok({ verified: true, bound: false, expiresAt }, ctx.clock.now());
  });

  app.post('/api/uc/modify/changePassword/sendMessage', async (request, reply) => {
    const user = await userOf(ctx, request, reply);
    if (!user) return reply;
    const target = boundPhoneTarget(user, request.body);
    if ('status' in target) return refuse(reply, target);
    return sendCode(ctx, request, reply, target, SmsType.resetPassword);
  });

  app.post('/api/uc/modify/changePassword/verifyCode', async (request, reply) => {
    const user = await userOf(ctx, request, reply);
    if (!user) return reply;
    const parsed = parse(centreVerifyCodeSchema, request.body);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    if (!user.phone) return refuse(reply, Refusals.phoneNotBound);
    if (parsed.data.phone !== user.phone) return refuse(reply, Refusals.phoneMismatch);
    const { code } = parsed.data;
    const checked = await consumeSmsCode(ctx.db, user.phone, SmsType.resetPassword, code);
    if (checked !== 'ok') return refuse(reply, SmsCodeRefusals[checked]);
    // The client keeps the code for the next step (product-spec §4 "Other"); the permit lets that
    // step repeat it although it is spent now.
    const expiresAt = await grantPermit(ctx.db, user.id, 'password', code);
    return ok({ verified: true, bound: false, expiresAt }, ctx.clock.now());
  });
}

type Target = { phone: string; captchaTicket: string | undefined };

/** Where a type-49 code goes: the bound phone when none is given, else a checked phone. */
async function verifyPhoneTarget(
  ctx: CentreContext,
  user: UserRow,
  body: unknown,
): Promise<Target | Refusal> {
  const parsed = parse(centreSmsSendSchema, body ?? {});
  if (!parsed.ok) return Refusals.missingSmsParams;
  const given = parsed.data.phone?.trim() ?? '';
  const { captchaTicket } = parsed.data;
  // Phone verification may omit the phone (product-spec §5): the fan's own is meant.
  if (given === '')
    return user.phone ? { phone: user.phone, captchaTicket } : Refusals.phoneNotBound;
  if (!PHONE_PATTERN.test(given)) return Refusals.phoneFormat;
  if (given === user.phone) return { phone: given, captchaTicket };
  // A code to another number: it must be free, and a fan with a phone must have proven it first.
  if (await phoneTakenByOther(ctx.db, given, user.id)) return Refusals.phoneTaken;
  if (user.phone && (await livePermit(ctx.db, user.id, 'phone_change')) === null)
    return Refusals.phoneChangeNotVerified;
  return { phone: given, captchaTicket };
}

/** A type-48 code goes only to the bound phone. */
function boundPhoneTarget(user: UserRow, body: unknown): Target | Refusal {
  const parsed = parse(centreSmsSendSchema, body ?? {});
  if (!parsed.ok) return Refusals.missingSmsParams;
  const given = parsed.data.phone?.trim() ?? '';
  if (given !== '' && !PHONE_PATTERN.test(given)) return Refusals.phoneFormat;
  if (!user.phone) return Refusals.phoneNotBound;
  if (given !== '' && given !== user.phone) return Refusals.phoneMismatch;
  return { phone: user.phone, captchaTicket: parsed.data.captchaTicket };
}

async function sendCode(
  ctx: CentreContext,
  request: FastifyRequest,
  reply: FastifyReply,
  target: Target,
  type: number,
) {
  // The ticket is spent by this check whatever follows, as the captcha's own rules say.
  if (!target.captchaTicket || !ctx.spendCaptchaTicket(request, target.captchaTicket))
    return refuse(reply, Refusals.captcha);
  if (ctx.limits.smsIp.lockedFor(request.ip) > 0) return refuse(reply, Refusals.smsIpCapped);
  const code = newSmsCode();
  const stored = await storeSmsCode(ctx.db, target.phone, type, code);
  if (stored === 'too_frequent') return refuse(reply, Refusals.smsTooFrequent);
  ctx.limits.smsIp.hit(request.ip);
  await ctx.sms.send(target.phone, type, code);
  return ok({ phone: maskPhone(target.phone) }, ctx.clock.now());
}
