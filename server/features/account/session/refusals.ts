import { ACCOUNT_REFUSAL_CODES as A, AccountMessages } from '../../../../contracts/account/session';
import { COMMON_REFUSAL_CODES as COMMON } from '../../../../contracts/refusals';
import type { Refusal } from '../../../platform/refusals';
import { LOCKOUT_MINUTES } from './settings';

/** Whole minutes left of a lock, at least 1, for the message. */
const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** The refusals of accounts (docs/api.md "Accounts"); the user centre answers some of them too. */
export const AccountRefusals = {
  wrongPassword: { status: 400, code: A.wrongPassword, msg: '账号或密码错误' },
  loginIpCapped: {
    status: 429,
    code: COMMON.tooManyRequests,
    msg: `登录尝试过于频繁，请${LOCKOUT_MINUTES}分钟后再试`,
  },
  /** A password that does not decrypt with the shared key (an old page, or not encrypted at all). */
  undecryptable: {
    status: 400,
    code: A.undecryptable,
    msg: '密码加密格式错误，请刷新页面后重试',
  },
  accountTaken: { status: 409, code: A.accountTaken, msg: '该账号已被注册' },
  phoneRegistered: { status: 409, code: A.phoneRegistered, msg: '该手机号已注册，请直接登录' },
  /** An SMS login whose new account lost the race for its phone to another account. */
  phoneOccupied: { status: 409, code: A.phoneRegistered, msg: '该手机号已被占用' },
  noAccount: { status: 404, code: A.noAccount, msg: '账号不存在或未绑定手机号' },
  missingSmsParams: { status: 400, code: COMMON.badRequest, msg: AccountMessages.missingSmsParams },
  phoneFormat: { status: 400, code: A.phoneFormat, msg: AccountMessages.phoneFormat },
  smsTooFrequent: { status: 429, code: A.smsTooFrequent, msg: AccountMessages.smsTooFrequent },
  smsIpCapped: { status: 429, code: COMMON.tooManyRequests, msg: '发送过于频繁，请稍后再试' },
  codeWrong: { status: 400, code: A.codeWrong, msg: '验证码错误' },
  codeExpired: { status: 400, code: A.codeExpired, msg: '验证码已失效，请重新获取' },
  noCodeSent: { status: 404, code: A.noCodeSent, msg: '该手机号没有验证码' },
} as const satisfies Record<string, Refusal>;

/** An address that registered its hour's accounts by name, with the minutes until it may again. */
export function registerIpCapped(ms: number): Refusal {
  return {
    status: 429,
    code: COMMON.tooManyRequests,
    msg: `注册过于频繁，请${minutesLeft(ms)}分钟后再试`,
  };
}

/** The lock of an account after too many wrong passwords, with the minutes left. */
export function accountLocked(ms: number): Refusal {
  return {
    status: 429,
    code: A.accountLocked,
    msg: `密码错误次数过多，请${minutesLeft(ms)}分钟后再试`,
  };
}
