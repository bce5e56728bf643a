import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AccountMessages,
  PHONE_PATTERN,
  smsSendRequestSchema,
  SmsType,
  type SmsSendRequest,
} from '../../../contracts/accounts';
import { ok } from '../../platform/envelope';
import { captchaRefusal, spendCaptchaTicket } from '../captcha';
import { authenticate } from '../../platform/auth/authenticate';
import type { AccountContext } from './context';
import { phoneTakenRefusal } from './registerRoute';
import { parse, refuse, type Refusal } from './replies';
import { newSmsCode, storeSmsCode } from './smsCodes';
import { maskPhone } from './smsSender';
import { findByAccountOrPhone, findById, findByPhone } from './users';

const missing: Refusal = {
  status: 400,
  code: 'bad_request',
  msg: AccountMessages.missingSmsParams,
};
const badPhone: Refusal = { status: 400, code: 'phone_error', msg: AccountMessages.phoneFormat };
const tooFrequent: Refusal = {
  status: 429,
  code: 'sms_too_frequent',
  msg: AccountMessages.smsTooFrequent,
};
const ipCapped: Refusal = {
  status: 429,
  code: 'too_many_requests',
  msg: '发送过于频繁，请稍后再试',
};
const noAccount: Refusal = { status: 404, code: 'user_not_found', msg: '账号不存在或未绑定手机号' };
const noLogin: Refusal = { status: 401, code: 'no_login', msg: '请先登录' };

/**
 * POST /api/uc/sms/send {phone, type, captchaTicket}: a code of types 47–52 (product-spec §5, §9).
 * The checks run in the spec's order: parameters, phone format, the slider captcha's ticket (spent
 * here), then the lookups of the type and the 60 s resend limit. The lookups come after the captcha
 * so that "phone registered" and "no such account" cannot be harvested without solving a puzzle. One
 * code per phone per 60 s whatever the type, kept in the database; the code goes to the SMS sender
 * (the log, in development), never into the response.
 */
export function smsRoutes(app: FastifyInstance, ctx: AccountContext): void {
  app.post('/api/uc/sms/send', async (request, reply) => {
    const parsed = parse(smsSendRequestSchema, request.body);
    if (!parsed.ok)
      return refuse(reply, { ...parsed.refusal, msg: AccountMessages.missingSmsParams });
    const shape = checkShape(parsed.data);
    if (shape) return refuse(reply, shape);
    if (!spendCaptchaTicket(request)) return refuse(reply, captchaRefusal);
    const target = await targetPhone(ctx, request, parsed.data);
    if ('status' in target) return refuse(reply, target);
    if (ctx.limits.smsIp.lockedFor(request.ip) > 0) return refuse(reply, ipCapped);

    const code = newSmsCode();
    const stored = await storeSmsCode(ctx.db, target.phone, parsed.data.type, code);
    if (stored === 'too_frequent') return refuse(reply, tooFrequent);
    ctx.limits.smsIp.hit(request.ip);
    await ctx.sms.send(target.phone, parsed.data.type, code);
    return ok({ phone: maskPhone(target.phone) }, ctx.clock.now());
  });
}

/**
 * The checks of product-spec §5 that need no lookup: a phone is required except for type 49, and
 * must be a mobile number except for types 49 (when omitted) and 52 (an account may stand for it).
 */
function checkShape({ phone, type }: SmsSendRequest): Refusal | null {
  const given = phone?.trim() ?? '';
  if (given === '') return type === SmsType.verifyPhone ? null : missing;
  if (type === SmsType.retrievePassword) return null;
  return PHONE_PATTERN.test(given) ? null : badPhone;
}

/** The phone a code goes to, by type: the rules of product-spec §5 "Phone SMS send". */
async function targetPhone(
  ctx: AccountContext,
  request: FastifyRequest,
  { phone, type }: SmsSendRequest,
): Promise<{ phone: string } | Refusal> {
  const given = phone?.trim() ?? '';
  if (type === SmsType.verifyPhone && given === '') {
    // Phone verification may omit the phone: the logged-in fan's own is meant.
    const who = await authenticate(ctx.db, request);
    if (!who) return noLogin;
    const user = await findById(ctx.db, who.userId);
    return user?.phone ? { phone: user.phone } : missing;
  }
  if (given === '') return missing;
  if (type === SmsType.retrievePassword) {
    // Password retrieval names an account or a phone; the code goes to the account's bound phone.
    const user = await findByAccountOrPhone(ctx.db, given);
    return user?.phone ? { phone: user.phone } : noAccount;
  }
  if (!PHONE_PATTERN.test(given)) return badPhone;
  if (type === SmsType.register && (await findByPhone(ctx.db, given))) return phoneTakenRefusal;
  return { phone: given };
}
