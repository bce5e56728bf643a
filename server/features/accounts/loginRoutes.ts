import type { FastifyInstance } from 'fastify';
import {
  passwordLoginRequestSchema,
  smsLoginRequestSchema,
  SmsType,
} from '../../../contracts/accounts';
import { decryptPasswordFromTransport } from '../../../contracts/passwordTransport';
import type { AccountContext } from './context';
import { decoyHash, verifyPassword } from './passwords';
import {
  minutesLeft,
  parse,
  refuse,
  replyWithSession,
  SmsCodeRefusals,
  undecryptable,
  type Refusal,
} from './replies';
import { LOCKOUT_MINUTES } from './settings';
import { consumeSmsCode } from './smsCodes';
import {
  findByAccountOrPhone,
  findByPhone,
  insertUser,
  normalizeAccount,
  phoneNickName,
} from './users';

const wrongPassword: Refusal = { status: 400, code: 'login_error', msg: '账号或密码错误' };
const locked = (ms: number): Refusal => ({
  status: 429,
  code: 'account_locked',
  msg: `密码错误次数过多，请${minutesLeft(ms)}分钟后再试`,
});
const ipCapped: Refusal = {
  status: 429,
  code: 'too_many_requests',
  msg: `登录尝试过于频繁，请${LOCKOUT_MINUTES}分钟后再试`,
};

/** POST /api/uc/login (account or phone + password) and POST /api/uc/login/sms (phone + code 51). */
export function loginRoutes(app: FastifyInstance, ctx: AccountContext): void {
  const { account: accountLimit, loginIp } = ctx.limits;

  app.post('/api/uc/login', async (request, reply) => {
    const parsed = parse(passwordLoginRequestSchema, request.body);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    if (loginIp.lockedFor(request.ip) > 0) return refuse(reply, ipCapped);
    // The length rule is for new passwords; a login only needs the plaintext to compare.
    const plain = decryptPasswordFromTransport(parsed.data.password, ctx.passwordTransportKey);
    if (plain === null) return refuse(reply, undecryptable);

    const user = await findByAccountOrPhone(ctx.db, parsed.data.account);
    // One key per real account however it is named (account or phone); unknown names lock alike.
    const key = user ? `user:${user.id}` : `name:${normalizeAccount(parsed.data.account)}`;
    const lockedFor = accountLimit.lockedFor(key);
    if (lockedFor > 0) return refuse(reply, locked(lockedFor));

    const good = user?.passwordHash
      ? await verifyPassword(plain, user.passwordHash)
      : // Same cost as a real check, so timing does not tell which accounts exist.
        await verifyPassword(plain, await decoyHash()).then(() => false);
    if (!user || !good) {
      accountLimit.hit(key);
      loginIp.hit(request.ip);
      const nowLocked = accountLimit.lockedFor(key);
      return refuse(reply, nowLocked > 0 ? locked(nowLocked) : wrongPassword);
    }
    accountLimit.reset(key);
    return replyWithSession(ctx, reply, user.id);
  });

  app.post('/api/uc/login/sms', async (request, reply) => {
    const parsed = parse(smsLoginRequestSchema, request.body);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    const { phone, code } = parsed.data;
    const checked = await consumeSmsCode(ctx.db, phone, SmsType.loginOrRegister, code);
    if (checked !== 'ok') return refuse(reply, SmsCodeRefusals[checked]);
    const existing = await findByPhone(ctx.db, phone);
    const userId =
      existing?.id ??
      (await insertUser(ctx.db, { account: phone, phone, nickName: phoneNickName(phone) })) ??
      // Another request registered this phone in the meantime: log in to that account.
      (await findByPhone(ctx.db, phone))?.id;
    if (userId === undefined)
      return refuse(reply, { status: 409, code: 'phone_registered', msg: '该手机号已被占用' });
    return replyWithSession(ctx, reply, userId);
  });
}
