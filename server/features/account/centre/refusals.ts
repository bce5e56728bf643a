import { ACCOUNT_REFUSAL_CODES as A, AccountMessages } from '../../../../contracts/account/session';
import { COMMON_REFUSAL_CODES as COMMON } from '../../../../contracts/refusals';
import { CENTRE_REFUSAL_CODES as C } from '../../../../contracts/account/centre/fields';
import type { Refusal } from '../../../platform/refusals';
import { CENTRE_LOCK_MINUTES } from './settings';

/**
 * The refusals of the user centre (docs/api.md "User centre"). Those of SMS codes and passwords are
 * the accounts' (AccountRefusals), of the captcha the captcha's.
 */
export const Refusals = {
  phoneFormat: { status: 400, code: A.phoneFormat, msg: AccountMessages.phoneFormat },
  phoneNotBound: { status: 400, code: C.phoneNotBound, msg: '请先绑定手机号' },
  phoneMismatch: { status: 400, code: C.phoneMismatch, msg: '请使用当前绑定的手机号' },
  phoneSame: { status: 400, code: C.phoneSame, msg: '新手机号不能与原手机号相同' },
  phoneTaken: { status: 409, code: A.phoneRegistered, msg: '该手机号已被其他账号绑定' },
  phoneChangeNotVerified: {
    status: 403,
    code: C.phoneChangeNotVerified,
    msg: '请先验证原手机号或身份信息',
  },
  nickNameTaken: { status: 409, code: C.nickNameTaken, msg: '该昵称已被使用' },
  passwordAlreadySet: {
    status: 409,
    code: C.passwordAlreadySet,
    msg: '您已设置过密码，请使用修改密码',
  },
  passwordNotSet: { status: 400, code: C.passwordNotSet, msg: '您还没有设置密码，请先设置密码' },
  oldPasswordWrong: { status: 400, code: C.oldPasswordWrong, msg: '原密码错误' },
  oldPasswordLocked: {
    status: 429,
    code: COMMON.tooManyRequests,
    msg: `原密码错误次数过多，请${CENTRE_LOCK_MINUTES}分钟后再试`,
  },
  passwordSame: { status: 400, code: C.passwordSame, msg: '新密码不能与原密码相同' },
  identityNotSet: { status: 400, code: C.identityNotSet, msg: '您尚未实名认证' },
  identityMismatch: { status: 400, code: C.identityMismatch, msg: '姓名或身份证号不正确' },
  identityLocked: {
    status: 429,
    code: COMMON.tooManyRequests,
    msg: `验证失败次数过多，请${CENTRE_LOCK_MINUTES}分钟后再试`,
  },
  identityVerified: { status: 409, code: C.identityVerified, msg: '您已完成实名认证' },
  identityConfirmNeeded: {
    status: 409,
    code: C.identityConfirmNeeded,
    msg: '您已实名认证过，请确认身份信息',
  },
  idCardUsed: { status: 409, code: C.idCardUsed, msg: '该身份证号已被其他账号使用' },
} as const satisfies Record<string, Refusal>;
