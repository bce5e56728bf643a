import type { FastifyInstance } from 'fastify';
import {
  accountRegisterSchema,
  phoneRegisterSchema,
  SmsType,
  type AccountRegisterRequest,
  type PhoneRegisterRequest,
} from '../../../contracts/accounts';
import type { AccountContext } from './context';
import { hashPassword } from './passwords';
import {
  parse,
  plainPassword,
  refuse,
  replyWithSession,
  SmsCodeRefusals,
  type Refusal,
} from './replies';
import { consumeSmsCode } from './smsCodes';
import { accountTaken, findByPhone, insertUser, normalizeAccount, phoneNickName } from './users';

const accountTakenRefusal: Refusal = { status: 409, code: 'account_exists', msg: '该账号已被注册' };
export const phoneTakenRefusal: Refusal = {
  status: 409,
  code: 'phone_registered',
  msg: '该手机号已注册，请直接登录',
};

/**
 * POST /api/uc/register: by account name and password, or by phone and an SMS code of type 47 (a
 * password optional). A body with `phone` is a phone registration. Success logs the fan in.
 */
export function registerRoute(app: FastifyInstance, ctx: AccountContext): void {
  app.post('/api/uc/register', async (request, reply) => {
    const byPhone =
      typeof request.body === 'object' && request.body !== null && 'phone' in request.body;
    if (byPhone) {
      const parsed = parse(phoneRegisterSchema, request.body);
      if (!parsed.ok) return refuse(reply, parsed.refusal);
      return registerByPhone(ctx, parsed.data, reply);
    }
    const parsed = parse(accountRegisterSchema, request.body);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    return registerByAccount(ctx, parsed.data, reply);
  });
}

async function registerByAccount(
  ctx: AccountContext,
  body: AccountRegisterRequest,
  reply: Parameters<typeof refuse>[0],
) {
  const password = plainPassword(ctx, body.password);
  if (!password.ok) return refuse(reply, password.refusal);
  const account = normalizeAccount(body.account);
  if (await accountTaken(ctx.db, account)) return refuse(reply, accountTakenRefusal);
  const userId = await insertUser(ctx.db, {
    account,
    passwordHash: await hashPassword(password.password),
    passwordStrength: body.passwordStrength ?? null,
  });
  if (userId === null) return refuse(reply, accountTakenRefusal);
  return replyWithSession(ctx, reply, userId);
}

async function registerByPhone(
  ctx: AccountContext,
  body: PhoneRegisterRequest,
  reply: Parameters<typeof refuse>[0],
) {
  // Everything that can be refused without spending the code is checked first.
  let passwordHash: string | null = null;
  if (body.password !== undefined) {
    const password = plainPassword(ctx, body.password);
    if (!password.ok) return refuse(reply, password.refusal);
    passwordHash = await hashPassword(password.password);
  }
  if (await findByPhone(ctx.db, body.phone)) return refuse(reply, phoneTakenRefusal);
  const code = await consumeSmsCode(ctx.db, body.phone, SmsType.register, body.code);
  if (code !== 'ok') return refuse(reply, SmsCodeRefusals[code]);
  const userId = await insertUser(ctx.db, {
    // The phone is the login name of an account made by SMS; ACCOUNT_PATTERN keeps names from
    // ever looking like one.
    account: body.phone,
    phone: body.phone,
    nickName: phoneNickName(body.phone),
    passwordHash,
    passwordStrength: passwordHash ? (body.passwordStrength ?? null) : null,
  });
  if (userId === null) return refuse(reply, phoneTakenRefusal);
  return replyWithSession(ctx, reply, userId);
}
