import { z } from 'zod/mini';
import { AccountMessages, PHONE_PATTERN, SMS_CODE_PATTERN } from '../session';

/**
 * What the user centre's calls share (calls-errors-spec §7.10): the limits and fan-facing messages
 * of its fields, the wire fields every form uses (a phone, an SMS code, an encrypted password) and
 * its refusal codes. The calls themselves are by idea: profile.ts (nickname, signature),
 * identity.ts (real name and id card), security.ts (phone and password), level.ts (level and VIP).
 * Rules the spec does not show are ours (docs/decisions/user-centre.md).
 */

/**
 * The user-centre calls of calls-errors-spec §7.10 (nickname, signature, phone, password, identity,
 * level log, VIP info): request bodies, payloads, and the pure field rules the client and the server
 * both apply (nickname, signature, real name, 18-character id card). Rules the spec does not show are
 * ours (docs/decisions/user-centre.md); the messages are the fan-facing Chinese text.
 */

export const NICKNAME_MIN = 2;

export const NICKNAME_MAX = 12;

export const DESCRIBE_MAX = 30;

export const REAL_NAME_MIN = 2;

export const REAL_NAME_MAX = 20;

/** Paid tips are lottery content: real-name verification is for adults only. */
export const IDENTITY_MIN_AGE = 18;

export const CentreMessages = {
  nickNameRequired: '请输入昵称',
  nickNameLength: `昵称须为${NICKNAME_MIN}-${NICKNAME_MAX}个字符`,
  nickNameChars: '昵称只能包含中文、字母、数字、下划线和短横线',
  nickNameReserved: '昵称不能包含“官方”“客服”“管理员”“系统”等字样',
  nickNamePhone: '昵称不能是手机号',
  nickNameTaken: '该昵称已被使用',
  describeLength: `个性签名不能超过${DESCRIBE_MAX}个字`,
  describeChars: '个性签名不能包含换行或控制字符',
  describeHtml: '个性签名只能是文字，不能包含 HTML 标签',
  realNameRequired: '请输入真实姓名',
  realNameFormat: '请输入正确的中文姓名',
  idCardRequired: '请输入身份证号',
  idCardFormat: '身份证号格式错误',
  idCardChecksum: '身份证号校验失败，请核对后重新输入',
  idCardUnderage: `未满${IDENTITY_MIN_AGE}周岁不能进行实名认证`,
  qiuFlag: '球类参数错误',
} as const;

export const body = { error: AccountMessages.badRequest };

/** A schema field that passes its value through a pure rule above. */
export const ruled = (required: string, problem: (value: string) => string | null) =>
  z.string({ error: required }).check(
    z.maxLength(200, { error: required }),
    z.superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: 'custom', message, input: value });
    }),
  );

export const phone = z
  .string({ error: AccountMessages.phoneFormat })
  .check(z.regex(PHONE_PATTERN, { error: AccountMessages.phoneFormat }));

export const smsCode = z
  .string({ error: AccountMessages.codeFormat })
  .check(z.regex(SMS_CODE_PATTERN, { error: AccountMessages.codeFormat }));

export const encryptedPassword = z
  .string({ error: AccountMessages.passwordRequired })
  .check(
    z.minLength(1, { error: AccountMessages.passwordRequired }),
    z.maxLength(512, { error: AccountMessages.passwordLength }),
  );

export const flag = z.optional(z.union([z.literal(0), z.literal(1)], body));

/**
 * The user centre's own refusal codes (server/features/account/centre/refusals.ts says what the fan
 * reads); a phone's format and a taken phone are ACCOUNT_REFUSAL_CODES, rate limits
 * COMMON_REFUSAL_CODES.
 */
export const CENTRE_REFUSAL_CODES = {
  phoneNotBound: 'phone_not_bound',
  phoneMismatch: 'phone_mismatch',
  phoneSame: 'phone_same',
  phoneChangeNotVerified: 'phone_change_not_verified',
  nickNameTaken: 'nickname_taken',
  passwordAlreadySet: 'password_already_set',
  passwordNotSet: 'password_not_set',
  oldPasswordWrong: 'old_password_error',
  passwordSame: 'password_same',
  identityNotSet: 'identity_not_set',
  identityMismatch: 'identity_mismatch',
  identityVerified: 'identity_verified',
  identityConfirmNeeded: 'identity_confirm_needed',
  idCardUsed: 'idcard_used',
  idCardFormat: 'idcard_error',
} as const;
