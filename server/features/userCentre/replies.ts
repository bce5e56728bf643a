import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccountMessages, plainPasswordSchema } from '../../../contracts/accounts';
import { decryptPasswordFromTransport } from '../../../contracts/passwordTransport';
import { authenticate } from '../../platform/auth/authenticate';
import { parse, refuse, undecryptable, type Refusal } from '../accounts/replies';
import { findById, type UserRow } from '../accounts/users';
import type { CentreContext } from './context';

export { parse, refuse, type Refusal };

/** The refusals of the user centre (docs/api.md "User centre"). */
export const Refusals = {
  noLogin: { status: 401, code: 'no_login', msg: '请先登录' },
  missingSmsParams: { status: 400, code: 'bad_request', msg: AccountMessages.missingSmsParams },
  phoneFormat: { status: 400, code: 'phone_error', msg: AccountMessages.phoneFormat },
  captcha: { status: 400, code: 'check_error', msg: '滑块校验失败!' },
  smsTooFrequent: { status: 429, code: 'sms_too_frequent', msg: AccountMessages.smsTooFrequent },
  smsIpCapped: { status: 429, code: 'too_many_requests', msg: '发送过于频繁，请稍后再试' },
  phoneNotBound: { status: 400, code: 'phone_not_bound', msg: '请先绑定手机号' },
  phoneMismatch: { status: 400, code: 'phone_mismatch', msg: '请使用当前绑定的手机号' },
  phoneSame: { status: 400, code: 'phone_same', msg: '新手机号不能与原手机号相同' },
  phoneTaken: { status: 409, code: 'phone_registered', msg: '该手机号已被其他账号绑定' },
  phoneChangeNotVerified: {
    status: 403,
    code: 'phone_change_not_verified',
    msg: '请先验证原手机号或身份信息',
  },
  nickNameTaken: { status: 409, code: 'nickname_taken', msg: '该昵称已被使用' },
  passwordAlreadySet: {
    status: 409,
    code: 'password_already_set',
    msg: '您已设置过密码，请使用修改密码',
  },
  passwordNotSet: { status: 400, code: 'password_not_set', msg: '您还没有设置密码，请先设置密码' },
  oldPasswordWrong: { status: 400, code: 'old_password_error', msg: '原密码错误' },
  oldPasswordLocked: {
    status: 429,
    code: 'too_many_requests',
    msg: '原密码错误次数过多，请15分钟后再试',
  },
  passwordSame: { status: 400, code: 'password_same', msg: '新密码不能与原密码相同' },
  identityNotSet: { status: 400, code: 'identity_not_set', msg: '您尚未实名认证' },
  identityMismatch: { status: 400, code: 'identity_mismatch', msg: '姓名或身份证号不正确' },
  identityLocked: {
    status: 429,
    code: 'too_many_requests',
    msg: '验证失败次数过多，请15分钟后再试',
  },
  identityVerified: { status: 409, code: 'identity_verified', msg: '您已完成实名认证' },
  identityConfirmNeeded: {
    status: 409,
    code: 'identity_confirm_needed',
    msg: '您已实名认证过，请确认身份信息',
  },
  idCardUsed: { status: 409, code: 'idcard_used', msg: '该身份证号已被其他账号使用' },
} as const satisfies Record<string, Refusal>;

/** The logged-in fan's row, or null after answering 401 no_login. */
export async function userOf(
  ctx: CentreContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<UserRow | null> {
  const who = await authenticate(ctx.db, request);
  const user = who && (await findById(ctx.db, who.userId));
  if (!user) {
    await refuse(reply, Refusals.noLogin);
    return null;
  }
  return user;
}

/** The plaintext of an encrypted password; `checkRule` applies the new-password length rule. */
export function decryptPassword(
  ctx: CentreContext,
  ciphertext: string,
  checkRule: boolean,
): { ok: true; password: string } | { ok: false; refusal: Refusal } {
  const plain = decryptPasswordFromTransport(ciphertext, ctx.passwordTransportKey);
  if (plain === null) return { ok: false, refusal: undecryptable };
  if (!checkRule) return { ok: true, password: plain };
  const checked = parse(plainPasswordSchema, plain);
  if (!checked.ok) return { ok: false, refusal: { ...checked.refusal, code: 'password_format' } };
  return { ok: true, password: checked.data };
}
