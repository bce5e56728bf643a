import { z } from 'zod/mini';
import { beijingParts } from '../domain/time';
import {
  AccountMessages,
  PHONE_PATTERN,
  SMS_CODE_PATTERN,
  smsSendResultSchema,
  vipInfoSchema,
} from './accounts';
import { captchaTicketInput } from './captcha';
import { defineEndpoint, noInput } from './endpoint';
import { int32 } from './integers';
import { charCount, hasControlCharacter, hasHtmlTag } from './userText';

export { charCount } from './userText';

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

// Pure rules ----------------------------------------------------------------------------------------

const NICKNAME_CHARS = /^[\p{Script=Han}A-Za-z0-9_-]+$/u;
const NICKNAME_CHAR = /^[\p{Script=Han}A-Za-z0-9_-]$/u;
/** Names that would pass a fan off as staff. */
export const RESERVED_NICKNAME_WORDS = ['官方', '客服', '管理员', '系统'] as const;

/** The problem with a nickname, or null when it may be used (uniqueness is the server's check). */
export function nickNameProblem(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return CentreMessages.nickNameRequired;
  const length = charCount(value);
  if (length < NICKNAME_MIN || length > NICKNAME_MAX) return CentreMessages.nickNameLength;
  if (!NICKNAME_CHARS.test(value)) return CentreMessages.nickNameChars;
  if (PHONE_PATTERN.test(value)) return CentreMessages.nickNamePhone;
  if (RESERVED_NICKNAME_WORDS.some((word) => value.includes(word)))
    return CentreMessages.nickNameReserved;
  return null;
}

/**
 * A nickname made of text that did not come through our form (a partner's name for its fan): the
 * characters the rule allows, cut to NICKNAME_MAX. Null when that text is markup, or when what is
 * left still breaks the rule (too short, a staff word, a phone number): the caller makes one up.
 */
export function nickNameFrom(raw: string): string | null {
  if (hasHtmlTag(raw)) return null;
  const kept = [...raw]
    .filter((ch) => NICKNAME_CHAR.test(ch))
    .slice(0, NICKNAME_MAX)
    .join('');
  return nickNameProblem(kept) === null ? kept : null;
}

/**
 * The problem with a signature, or null; an empty one clears it (shown as 未设置). Markup is refused
 * like the chat's (contracts/userText.ts): a signature is shown to other fans.
 */
export function describeProblem(raw: string): string | null {
  const value = raw.trim();
  if (hasControlCharacter(value)) return CentreMessages.describeChars;
  if (hasHtmlTag(value)) return CentreMessages.describeHtml;
  if (charCount(value) > DESCRIBE_MAX) return CentreMessages.describeLength;
  return null;
}

/** Chinese names, with the middle dot of transliterated and minority names (阿卜杜拉·买买提). */
const REAL_NAME = /^\p{Script=Han}+(?:[·•]\p{Script=Han}+)*$/u;

export function realNameProblem(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return CentreMessages.realNameRequired;
  const length = charCount(value);
  if (length < REAL_NAME_MIN || length > REAL_NAME_MAX || !REAL_NAME.test(value))
    return CentreMessages.realNameFormat;
  return null;
}

const ID_CARD = /^[1-9]\d{16}[\dX]$/;
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK = '10X98765432';

/** The check character of the first 17 digits (GB 11643, ISO 7064 MOD 11-2). */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK[sum % 11] ?? '';
}

/** Upper-cases the check letter and drops spaces, as fans type it. */
export const normalizeIdCard = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();

/** The birth date of a well-formed id card (year, month, day), or null when there is no such day. */
function birthOf(idCard: string): { y: number; m: number; d: number } | null {
  const y = Number(idCard.slice(6, 10));
  const m = Number(idCard.slice(10, 12));
  const d = Number(idCard.slice(12, 14));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1) return null;
  if (date.getUTCDate() !== d) return null;
  return { y, m, d };
}

/**
 * The problem with an 18-character resident id card, or null: shape (region digit 1–9, 17 digits,
 * a digit or X), a real birth date not in the future, the MOD 11-2 check character, and an age of at
 * least IDENTITY_MIN_AGE on `today` (Beijing date, as y/m/d).
 */
export function idCardProblem(
  raw: string,
  today: { y: number; m: number; d: number },
): string | null {
  const value = normalizeIdCard(raw);
  if (value === '') return CentreMessages.idCardRequired;
  if (!ID_CARD.test(value)) return CentreMessages.idCardFormat;
  const birth = birthOf(value);
  if (!birth) return CentreMessages.idCardFormat;
  if (idCardCheckChar(value.slice(0, 17)) !== value[17]) return CentreMessages.idCardChecksum;
  let age = today.y - birth.y;
  if (today.m < birth.m || (today.m === birth.m && today.d < birth.d)) age -= 1;
  if (age < 0) return CentreMessages.idCardFormat;
  if (age < IDENTITY_MIN_AGE) return CentreMessages.idCardUnderage;
  return null;
}

/** Today's date in Beijing (the fans' calendar), whatever the host's zone. */
export function beijingToday(now: number): { y: number; m: number; d: number } {
  const { year, month, day } = beijingParts(now);
  return { y: year, m: month, d: day };
}

/** A name as 张* / 欧阳** (first character kept), for screens that confirm who is meant. */
export function maskRealName(name: string): string {
  const chars = [...name];
  if (chars.length === 0) return '';
  return chars[0] + '*'.repeat(chars.length - 1);
}

// Wire schemas ------------------------------------------------------------------------------------

const body = { error: AccountMessages.badRequest };
/** A schema field that passes its value through a pure rule above. */
const ruled = (required: string, problem: (value: string) => string | null) =>
  z.string({ error: required }).check(
    z.maxLength(200, { error: required }),
    z.superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: 'custom', message, input: value });
    }),
  );

const phone = z
  .string({ error: AccountMessages.phoneFormat })
  .check(z.regex(PHONE_PATTERN, { error: AccountMessages.phoneFormat }));
const smsCode = z
  .string({ error: AccountMessages.codeFormat })
  .check(z.regex(SMS_CODE_PATTERN, { error: AccountMessages.codeFormat }));
const encryptedPassword = z
  .string({ error: AccountMessages.passwordRequired })
  .check(
    z.minLength(1, { error: AccountMessages.passwordRequired }),
    z.maxLength(512, { error: AccountMessages.passwordLength }),
  );
const flag = z.optional(z.union([z.literal(0), z.literal(1)], body));
const realName = ruled(CentreMessages.realNameRequired, realNameProblem);
/** Shape only; the age rule needs today's date, so the server applies idCardProblem itself. */
const idCard = z
  .string({ error: CentreMessages.idCardRequired })
  .check(
    z.minLength(1, { error: CentreMessages.idCardRequired }),
    z.maxLength(40, { error: CentreMessages.idCardFormat }),
  );

/** POST /api/uc/modify/nickName. modifyType: 1 from the nickname page (default), 2 from the expert application. */
export const nickNameRequestSchema = z.object(
  {
    nickName: ruled(CentreMessages.nickNameRequired, nickNameProblem),
    modifyType: z.optional(z.union([z.literal(1), z.literal(2)], body)),
  },
  body,
);
export type NickNameRequest = z.infer<typeof nickNameRequestSchema>;
export const nickNameResultSchema = z.object({ nickName: z.string() });

/**
 * POST /api/uc/modify/describe: '' or no describe clears the signature (the client's http layer drops
 * empty strings from bodies, so an empty signature arrives as none).
 */
export const describeRequestSchema = z.object(
  { describe: z.optional(ruled(CentreMessages.describeLength, describeProblem)) },
  body,
);
export const describeResultSchema = z.object({ describe: z.string() });

const missingSmsParams = { error: AccountMessages.missingSmsParams };

/**
 * POST .../verifyPhone/sendMessage (49) and .../changePassword/sendMessage (48), with the slider
 * captcha's ticket (product-spec §5: the captcha passes before a send).
 */
export const centreSmsSendSchema = z.object(
  {
    phone: z.optional(z.string(missingSmsParams).check(z.maxLength(32, missingSmsParams))),
    captchaTicket: captchaTicketInput,
  },
  missingSmsParams,
);
export type CentreSmsSendRequest = z.infer<typeof centreSmsSendSchema>;

/** POST .../verifyPhone/verifyCode and .../changePassword/verifyCode. */
export const centreVerifyCodeSchema = z.object({ phone, code: smsCode }, body);
export type CentreVerifyCodeRequest = z.infer<typeof centreVerifyCodeSchema>;

/** data of a verifyCode: the step it opened (phone change or password change) and until when. */
export const verifyCodeResultSchema = z.object({
  verified: z.boolean(),
  /** The phone was bound by this call (a fan who had none). */
  bound: z.boolean(),
  /** ms since the epoch; later steps must come before. */
  expiresAt: z.nullable(z.number()),
});
export type VerifyCodeResult = z.infer<typeof verifyCodeResultSchema>;

/** POST /api/uc/regiester/pwdSet (the spec's spelling): a first password for an account made by SMS. */
export const pwdSetRequestSchema = z.object(
  {
    phone,
    password: encryptedPassword,
    code: smsCode,
    passwordStrength: z.optional(int32({ min: 1, max: 3 })),
  },
  body,
);
export type PwdSetRequest = z.infer<typeof pwdSetRequestSchema>;

/** POST /api/uc/modify/changePassword. */
export const changePasswordRequestSchema = z.object(
  {
    phone,
    oldPassword: encryptedPassword,
    password: encryptedPassword,
    code: smsCode,
    passwordStrength: z.optional(int32({ min: 1, max: 3 })),
  },
  body,
);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** GET /api/uc/password/setInfo. */
export const passwordSetInfoSchema = z.object({
  /** 1 when a password is set. */
  passwordSet: int32(),
  passwordStrength: z.nullable(int32()),
  /** The bound phone (its owner sends it back with the code), or ''. */
  phone: z.string(),
  maskedPhone: z.string(),
});
export type PasswordSetInfo = z.infer<typeof passwordSetInfoSchema>;

/** POST /api/uc/modify/userInfoComplete: first verification (code 1 → 3). */
export const userInfoCompleteSchema = z.object(
  {
    realName,
    idCard,
    phone,
    verifyCode: smsCode,
    /** Accepted and kept for later: expert upgrade and partner programme are not built. */
    upgrade: flag,
    applyFxPatner: flag,
  },
  body,
);
export type UserInfoCompleteRequest = z.infer<typeof userInfoCompleteSchema>;

/** POST /api/uc/modify/userInfoConfirm: confirms an earlier verification (code 2 → 3). */
export const userInfoConfirmSchema = z.object(
  { realName, idCard, phone, verifyCode: smsCode },
  body,
);
export type UserInfoConfirmRequest = z.infer<typeof userInfoConfirmSchema>;

/** Identity completion codes (product-spec §3). */
export const IdentityCode = { never: 1, before: 2, reverified: 3 } as const;

/**
 * data of GET /api/uc/modify/checkComplete. certNo, realName and phone come only with code 2 (to
 * prefill the redo page), masked except the phone, which its owner sends back with the code.
 */
export const checkCompleteSchema = z.object({
  code: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  msg: z.string(),
  certNo: z.optional(z.string()),
  realName: z.optional(z.string()),
  phone: z.optional(z.string()),
});
export type CheckCompleteResult = z.infer<typeof checkCompleteSchema>;

/** data of a completed or confirmed verification. */
export const identityResultSchema = z.object({
  code: z.literal(3),
  realName: z.string(),
  idCard: z.string(),
});

/** Path parameter of GET /api/uc/checkIdCardUsed/{qiuFlag}: 1 football, 2 basketball. */
export const qiuFlagParamsSchema = z.object(
  {
    qiuFlag: z.pipe(
      z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], {
        error: CentreMessages.qiuFlag,
      }),
      z.transform((flag) => Number(flag) as 1 | 2),
    ),
  },
  { error: CentreMessages.qiuFlag },
);
/** data of GET /api/uc/checkIdCardUsed/{qiuFlag}. */
export const idCardUsedSchema = z.object({
  qiuFlag: int32(),
  /** The fan has a verified id card. */
  hasIdCard: z.boolean(),
  /** Another account with the same id card is an expert (or applying) for this ball type. */
  used: z.boolean(),
});
export type IdCardUsed = z.infer<typeof idCardUsedSchema>;

/** data of GET /api/uc/phoneChange/index. */
export const phoneChangeIndexSchema = z.object({
  hasPhone: z.boolean(),
  maskedPhone: z.string(),
  phone: z.string(),
  /** The identity check is offered only to fans with a real name on file. */
  canCheckId: z.boolean(),
  /** Identity proven (old phone code or id check) and not yet used: ms since the epoch, or null. */
  permitExpiresAt: z.nullable(z.number()),
});
export type PhoneChangeIndex = z.infer<typeof phoneChangeIndexSchema>;

/** POST /api/uc/phoneChange/checkId. */
export const phoneCheckIdSchema = z.object({ realName, idCard }, body);
export const permitResultSchema = z.object({ expiresAt: z.number() });

/** POST /api/uc/phoneChange/commitNewPhone. */
export const commitNewPhoneSchema = z.object({ phone, code: smsCode }, body);
export const commitNewPhoneResultSchema = z.object({ phone: z.string(), maskedPhone: z.string() });

/** data of GET /api/uc/my/queryLastLevelLog (calls-errors-spec §3: levelLog.reason). */
export const levelLogSchema = z.object({
  fromLevel: int32(),
  toLevel: int32(),
  reason: z.nullable(z.string()),
  createdAt: z.number(),
});
export type LevelLog = z.infer<typeof levelLogSchema>;
export const lastLevelLogSchema = z.object({ levelLog: z.nullable(levelLogSchema) });

/** data of GET /api/member/vip/info: the period as in user info, plus the level's name. */
export const memberVipInfoSchema = z.object({
  vipInfo: vipInfoSchema,
  vipLevel: int32(),
  /** 红单会员, 超级红单会员, 数据会员, or '' for none. */
  vipName: z.string(),
});
export type MemberVipInfo = z.infer<typeof memberVipInfoSchema>;

/** VIP level names (product-spec §3 enumerations). */
export function vipLevelName(level: number): string {
  if (level === 1 || level === 3) return '红单会员';
  if (level === 2) return '超级红单会员';
  if (level === 4 || level === 6) return '数据会员';
  return '';
}

/** The development-only POST /api/dev/user-level: moves the caller's level with a logged reason. */
export const devUserLevelSchema = z.object(
  {
    level: int32({ min: 0, max: 2 }),
    reason: z.optional(z.string().check(z.maxLength(100))),
  },
  body,
);

/** data of the development-only POST /api/dev/user-level. */
export const devUserLevelResultSchema = z.object({ userLevel: int32() });

// The endpoints of the user centre (calls-errors-spec §7.10, docs/api.md "User centre"). Every one
// needs login: reading may go with the cookie, every change — a code sent, a code checked, a field
// written — needs the token in a header (issue 17 §4.4).

export const ucModifyNickName = defineEndpoint({
  method: 'POST',
  path: '/api/uc/modify/nickName',
  access: 'writer',
  input: nickNameRequestSchema,
  output: nickNameResultSchema,
});

export const ucModifyDescribe = defineEndpoint({
  method: 'POST',
  path: '/api/uc/modify/describe',
  access: 'writer',
  input: describeRequestSchema,
  output: describeResultSchema,
});

/** A type-49 code: to the bound phone when none is given, else to a checked new one. */
export const ucVerifyPhoneSend = defineEndpoint({
  method: 'POST',
  path: '/api/uc/modify/verifyPhone/sendMessage',
  access: 'writer',
  input: centreSmsSendSchema,
  output: smsSendResultSchema,
});

export const ucVerifyPhoneCheck = defineEndpoint({
  method: 'POST',
  path: '/api/uc/modify/verifyPhone/verifyCode',
  access: 'writer',
  input: centreVerifyCodeSchema,
  output: verifyCodeResultSchema,
});

/** A type-48 code, always to the bound phone. */
export const ucPasswordCodeSend = defineEndpoint({
  method: 'POST',
  path: '/api/uc/modify/changePassword/sendMessage',
  access: 'writer',
  input: centreSmsSendSchema,
  output: smsSendResultSchema,
});

export const ucPasswordCodeCheck = defineEndpoint({
  method: 'POST',
  path: '/api/uc/modify/changePassword/verifyCode',
  access: 'writer',
  input: centreVerifyCodeSchema,
  output: verifyCodeResultSchema,
});

/** POST /api/uc/regiester/pwdSet (the spec's spelling): a first password. */
export const ucPwdSet = defineEndpoint({
  method: 'POST',
  path: '/api/uc/regiester/pwdSet',
  access: 'writer',
  input: pwdSetRequestSchema,
  output: z.null(),
});

export const ucChangePassword = defineEndpoint({
  method: 'POST',
  path: '/api/uc/modify/changePassword',
  access: 'writer',
  input: changePasswordRequestSchema,
  output: z.null(),
});

export const ucPasswordSetInfo = defineEndpoint({
  method: 'GET',
  path: '/api/uc/password/setInfo',
  access: 'reader',
  input: noInput,
  output: passwordSetInfoSchema,
});

export const ucCheckComplete = defineEndpoint({
  method: 'GET',
  path: '/api/uc/modify/checkComplete',
  access: 'reader',
  input: noInput,
  output: checkCompleteSchema,
});

export const ucUserInfoComplete = defineEndpoint({
  method: 'POST',
  path: '/api/uc/modify/userInfoComplete',
  access: 'writer',
  input: userInfoCompleteSchema,
  output: identityResultSchema,
});

export const ucUserInfoConfirm = defineEndpoint({
  method: 'POST',
  path: '/api/uc/modify/userInfoConfirm',
  access: 'writer',
  input: userInfoConfirmSchema,
  output: identityResultSchema,
});

export const ucCheckIdCardUsed = defineEndpoint({
  method: 'GET',
  path: '/api/uc/checkIdCardUsed/{qiuFlag}',
  access: 'reader',
  input: qiuFlagParamsSchema,
  output: idCardUsedSchema,
});

export const ucPhoneChangeIndex = defineEndpoint({
  method: 'GET',
  path: '/api/uc/phoneChange/index',
  access: 'reader',
  input: noInput,
  output: phoneChangeIndexSchema,
});

export const ucPhoneChangeCheckId = defineEndpoint({
  method: 'POST',
  path: '/api/uc/phoneChange/checkId',
  access: 'writer',
  input: phoneCheckIdSchema,
  output: permitResultSchema,
});

export const ucPhoneChangeCommit = defineEndpoint({
  method: 'POST',
  path: '/api/uc/phoneChange/commitNewPhone',
  access: 'writer',
  input: commitNewPhoneSchema,
  output: commitNewPhoneResultSchema,
});

export const ucLastLevelLog = defineEndpoint({
  method: 'GET',
  path: '/api/uc/my/queryLastLevelLog',
  access: 'reader',
  input: noInput,
  output: lastLevelLogSchema,
});

export const memberVipInfo = defineEndpoint({
  method: 'GET',
  path: '/api/member/vip/info',
  access: 'reader',
  input: noInput,
  output: memberVipInfoSchema,
});

/** POST /api/dev/user-level {level, reason?}: moves the caller's level, logged (development only). */
export const devUserLevel = defineEndpoint({
  method: 'POST',
  path: '/api/dev/user-level',
  access: 'writer',
  input: devUserLevelSchema,
  output: devUserLevelResultSchema,
});

/**
 * The user centre's own refusal codes (server/features/userCentre/refusals.ts says what the fan
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
