import { z } from 'zod/mini';
import { captchaTicketInput } from './captcha';
import { defineEndpoint, noInput } from '../endpoint';
import { int32 } from '../integers';
import { COMMON_REFUSAL_CODES } from '../refusals';

/**
 * Accounts: the request bodies of register, login, SMS code and password retrieval, and the user-info
 * payload of GET /api/uc/index (product-spec §3 "User info", §4 "SMS code", §5, §9; docs/api.md
 * "Accounts"). Messages are the fan-facing Chinese text; the server answers a failed parse with the
 * first issue's message, so a client form that uses these schemas shows the same words.
 *
 * Passwords travel encrypted (product-spec §5): `password` below is the ciphertext made by
 * `encryptPasswordForTransport` (contracts/account/passwordTransport.ts); the plaintext rule is
 * `plainPasswordSchema`, checked by the client before encrypting and by the server after decrypting.
 */

/** SMS code types (product-spec §9). */
export const SmsType = {
  register: 47,
  resetPassword: 48,
  verifyPhone: 49,
  expertApply: 50,
  loginOrRegister: 51,
  retrievePassword: 52,
} as const;
export type SmsType = (typeof SmsType)[keyof typeof SmsType];
export const SMS_TYPES = Object.values(SmsType);

/** Seconds between two codes to one phone (product-spec §9: wait 60 s, counter 61). */
export const SMS_RESEND_SECONDS = 60;

/** Mainland mobile numbers: 11 digits starting 13 to 19. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** A login name: a letter, then 3 to 19 letters, digits or underscores (so it never looks like a phone). */
export const ACCOUNT_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;

export const AccountMessages = {
  missingSmsParams: '请传入手机号等参数',
  phoneFormat: '手机号格式错误',
  smsTooFrequent: '请等待60秒才可再次发送',
  accountFormat: '账号须为4-20位字母、数字或下划线，且以字母开头',
  passwordRequired: '请输入密码',
  passwordLength: `密码长度须为${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位`,
  codeFormat: '请输入6位数字验证码',
  badRequest: '请求参数错误',
} as const;

const phone = z
  .string({ error: AccountMessages.phoneFormat })
  .check(z.regex(PHONE_PATTERN, { error: AccountMessages.phoneFormat }));
const account = z
  .string({ error: AccountMessages.accountFormat })
  .check(z.regex(ACCOUNT_PATTERN, { error: AccountMessages.accountFormat }));
/** Either a login name or a phone number (login by password, password retrieval). */
const accountOrPhone = z
  .string({ error: '请输入账号或手机号' })
  .check(
    z.minLength(1, { error: '请输入账号或手机号' }),
    z.maxLength(32, { error: '账号或手机号格式错误' }),
  );
/** The encrypted password; its plaintext is checked after decryption. */
const encryptedPassword = z
  .string({ error: AccountMessages.passwordRequired })
  .check(
    z.minLength(1, { error: AccountMessages.passwordRequired }),
    z.maxLength(512, { error: AccountMessages.passwordLength }),
  );
const smsCode = z
  .string({ error: AccountMessages.codeFormat })
  .check(z.regex(SMS_CODE_PATTERN, { error: AccountMessages.codeFormat }));
/** 1 weak, 2 medium, 3 strong: judged by the client before encryption. */
const passwordStrength = z.optional(int32({ min: 1, max: 3, error: '密码强度格式错误' }));
/**
 * register_share_id: the share code of the fan whose link brought this one here, optional. A
 * registration that makes an account records that fan as the referrer, once (share_referrals;
 * server/features/share/referrals.ts); a code naming nobody records nothing.
 */
const share = z.optional(z.string().check(z.maxLength(64)));

/** The plaintext rule, for the client before encrypting and the server after decrypting. */
export const plainPasswordSchema = z
  .string({ error: AccountMessages.passwordRequired })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, { error: AccountMessages.passwordLength }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: AccountMessages.passwordLength }),
  );

const body = { error: AccountMessages.badRequest };

/**
 * A form that arrives without any of its fields (no body at all, a list, a bare value) is refused as
 * a whole, 请求参数错误, rather than by the first field it lacks.
 */
function anyFieldOf<T>(keys: readonly string[]) {
  return z.custom<T>(
    (value) => typeof value === 'object' && value !== null && keys.some((key) => key in value),
    body,
  );
}

const missingSmsParams = { error: AccountMessages.missingSmsParams };

/**
 * POST /api/uc/sms/send. `phone` may be omitted for type 49 (the logged-in fan's phone is used)
 * and is an account or a phone for type 52 (product-spec §5). Every problem of the form reads
 * 请传入手机号等参数; the ticket is checked after the phone (captchaTicketInput).
 */
export const smsSendRequestSchema = z.object(
  {
    phone: z.optional(z.string(missingSmsParams).check(z.maxLength(32, missingSmsParams))),
    type: z.union(
      SMS_TYPES.map((t) => z.literal(t)),
      missingSmsParams,
    ),
    captchaTicket: captchaTicketInput,
  },
  missingSmsParams,
);
export type SmsSendRequest = z.infer<typeof smsSendRequestSchema>;

/** data of a successful send: where the code went, masked (type 52 names an account, not a phone). */
export const smsSendResultSchema = z.object({ phone: z.string() });
export type SmsSendResult = z.infer<typeof smsSendResultSchema>;

/** POST /api/uc/register by account name and password. */
export const accountRegisterSchema = z.object(
  {
    account,
    password: encryptedPassword,
    passwordStrength,
    share,
    captchaTicket: captchaTicketInput,
  },
  body,
);
/** POST /api/uc/register by phone and an SMS code of type 47; a password is optional. */
export const phoneRegisterSchema = z.object(
  { phone, code: smsCode, password: z.optional(encryptedPassword), passwordStrength, share },
  body,
);
export type AccountRegisterRequest = z.infer<typeof accountRegisterSchema>;
export type PhoneRegisterRequest = z.infer<typeof phoneRegisterSchema>;
export type RegisterRequest = AccountRegisterRequest | PhoneRegisterRequest;

/**
 * POST /api/uc/register: a body with `phone` registers by phone, otherwise by account. The form is
 * chosen first and then parsed alone, so a refusal names the first problem of that form (a union
 * would only say that neither fits).
 */
export const registerRequestSchema = z.pipe(
  anyFieldOf<z.input<typeof accountRegisterSchema> | z.input<typeof phoneRegisterSchema>>([
    ...Object.keys(accountRegisterSchema.shape),
    ...Object.keys(phoneRegisterSchema.shape),
  ]),
  z.transform((value, ctx): RegisterRequest => {
    const form = 'phone' in value ? phoneRegisterSchema : accountRegisterSchema;
    const parsed = form.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const { message, path } of parsed.error.issues)
      ctx.issues.push({ code: 'custom', message, path, input: value });
    return z.NEVER;
  }),
);

/** POST /api/uc/login: account (or bound phone) and password. */
export const passwordLoginRequestSchema = z.object(
  { account: accountOrPhone, password: encryptedPassword },
  body,
);
export type PasswordLoginRequest = z.infer<typeof passwordLoginRequestSchema>;

/** POST /api/uc/login/sms: phone and an SMS code of type 51; an unknown phone is registered. */
const smsLoginForm = z.object({ phone, code: smsCode, share }, body);
export const smsLoginRequestSchema = z.pipe(
  anyFieldOf<z.input<typeof smsLoginForm>>(Object.keys(smsLoginForm.shape)),
  smsLoginForm,
);
export type SmsLoginRequest = z.infer<typeof smsLoginRequestSchema>;

/** POST /api/uc/password/retrieve: account or phone, an SMS code of type 52, the new password. */
export const retrievePasswordRequestSchema = z.object(
  { phone: accountOrPhone, code: smsCode, password: encryptedPassword, passwordStrength },
  body,
);
export type RetrievePasswordRequest = z.infer<typeof retrievePasswordRequestSchema>;

/** Query of GET /api/uc/index; the common query parameters of every call pass through. */
export const userIndexQuerySchema = z.looseObject({
  type: z.optional(z.string().check(z.regex(/^\d{1,3}$/, { error: AccountMessages.badRequest }))),
});

/** data of a successful register or login. The token is also set as the jcob_token cookie. */
export const loginResultSchema = z.object({
  token: z.string(),
  /** The member id as a string (the product's uuid; the companion server has no other). */
  uuid: z.string(),
  userId: int32(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** The VIP part of user info (product-spec §3); timeThrough and isVipTry are derived by the client. */
export const vipInfoSchema = z.object({
  /** ms since the epoch, or null without a VIP period. */
  startTime: z.nullable(z.number()),
  endTime: z.nullable(z.number()),
  /** 0 valid, 1 on trial, 2 expired (product-spec §3 enumerations). */
  vipStatus: int32(),
  vipMemberLevel: int32(),
});
export type VipInfo = z.infer<typeof vipInfoSchema>;

/** A balance in yuan (coins for huoyanWallet) with two decimals, e.g. "8888.00". */
const money = z.string().check(z.regex(/^-?\d+\.\d{2}$/));

/** data of GET /api/uc/index (product-spec §3 "User info"). */
export const userInfoSchema = z.object({
  id: int32(),
  aicaiId: z.string(),
  /** The nickname as set, or 未设置. */
  realNickName: z.string(),
  account: z.string(),
  /** The nickname, falling back to the account. */
  nickName: z.string(),
  describe: z.string(),
  isExpert: z.boolean(),
  userLevel: int32(),
  /** Previous level per user id: kept by the client, so optional on the wire. */
  oldLevel: z.optional(z.record(z.string(), int32())),
  /** Masked (first 3 and last 4 characters), or 未设置. */
  idCard: z.string(),
  realName: z.string(),
  telephone: z.string(),
  /** 1 when a phone is bound. */
  phoneCheck: int32(),
  userIcon: z.string(),
  attentionMe: int32(),
  attentionOther: int32(),
  expertApplyProgress: int32(),
  switchOpen: int32(),
  qiuFlag: int32(),
  lotteryWhiteUser: z.boolean(),
  proxy: int32(),
  bindedWX: z.string(),
  /** 1 when a password is set. */
  passwordSet: int32(),
  passwordStrength: z.nullable(int32()),
  vipInfo: vipInfoSchema,
  vipLevel: int32(),
  /** Coins. */
  huoyanWallet: money,
  /** Money that can be withdrawn. */
  ableBalance: money,
  totalBalance: money,
  todayProfit: money,
  versionSwitch: int32(),
  attentionMeCount: int32(),
  attentionOtherCount: int32(),
  tjExpertSummary: z.nullable(z.string()),
  mySnsCount: int32(),
  followMatchCount: int32(),
  countUnOpenRace: int32(),
  expertMonthCount: int32(),
  /** The expert-application entry shows when present and not '0'. */
  showApplyExpert: z.string(),
  isChatAdmin: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** data of the development-only GET /api/dev/sms-codes?phone=. */
export const devSmsCodeSchema = z.object({
  phone: z.string(),
  type: int32(),
  code: z.string(),
  sentAt: z.number(),
});
export type DevSmsCode = z.infer<typeof devSmsCodeSchema>;

// The endpoints of accounts (docs/api.md "Accounts"). Logging in, registering and retrieving a
// password are for anyone; the user info is read with the cookie too; ending a session is a change
// of state, so its token must come in a header.

/** POST /api/uc/register: by account and password, or by phone and a type-47 code; logs the fan in. */
export const ucRegister = defineEndpoint({
  method: 'POST',
  path: '/api/uc/register',
  access: 'anyone',
  input: registerRequestSchema,
  output: loginResultSchema,
});

/** POST /api/uc/login: account (or bound phone) and the encrypted password. */
export const ucLogin = defineEndpoint({
  method: 'POST',
  path: '/api/uc/login',
  access: 'anyone',
  input: passwordLoginRequestSchema,
  output: loginResultSchema,
});

/** POST /api/uc/login/sms: phone and a type-51 code; an unknown phone is registered. */
export const ucLoginSms = defineEndpoint({
  method: 'POST',
  path: '/api/uc/login/sms',
  access: 'anyone',
  input: smsLoginRequestSchema,
  output: loginResultSchema,
});

/**
 * POST /api/uc/sms/send: a code of types 47–52 behind the slider captcha's ticket. Type 49 without a
 * phone goes to the logged-in fan's own (the cookie is enough to name them: the code goes to their
 * phone, not to the caller).
 */
export const ucSmsSend = defineEndpoint({
  method: 'POST',
  path: '/api/uc/sms/send',
  access: 'anyone',
  input: smsSendRequestSchema,
  output: smsSendResultSchema,
});

/** POST /api/uc/password/retrieve: a new password proved by a type-52 code; every session ends. */
export const ucPasswordRetrieve = defineEndpoint({
  method: 'POST',
  path: '/api/uc/password/retrieve',
  access: 'anyone',
  input: retrievePasswordRequestSchema,
  output: z.null(),
});

/** GET /api/uc/index {type?}: the fan's user info (product-spec §3). */
export const ucIndex = defineEndpoint({
  method: 'GET',
  path: '/api/uc/index',
  access: 'reader',
  input: userIndexQuerySchema,
  output: userInfoSchema,
});

/** GET /api/user/loginOut (calls-errors-spec §7.10): ends the session and clears the cookie. */
export const userLoginOut = defineEndpoint({
  method: 'GET',
  path: '/api/user/loginOut',
  access: 'writer',
  input: noInput,
  output: z.null(),
});

/** GET /api/dev/sms-codes?phone=: the last code sent to a phone (development and tests only). */
export const devSmsCodes = defineEndpoint({
  method: 'GET',
  path: '/api/dev/sms-codes',
  access: 'anyone',
  input: z.object({
    phone: z.string({ error: '请传入手机号' }).check(z.minLength(1, { error: '请传入手机号' })),
  }),
  output: devSmsCodeSchema,
});

/**
 * The accounts' refusal codes (server/features/account/session/refusals.ts says what the fan reads); the user
 * centre answers some of them too. Rate limits are COMMON_REFUSAL_CODES.tooManyRequests.
 */
export const ACCOUNT_REFUSAL_CODES = {
  wrongPassword: 'login_error',
  undecryptable: 'password_decrypt_error',
  accountTaken: 'account_exists',
  phoneRegistered: 'phone_registered',
  noAccount: 'user_not_found',
  phoneFormat: 'phone_error',
  smsTooFrequent: 'sms_too_frequent',
  codeWrong: 'code_error',
  codeExpired: 'code_expired',
  noCodeSent: COMMON_REFUSAL_CODES.notFound,
  accountLocked: 'account_locked',
  /** A password that decrypts but breaks the password rule. */
  passwordFormat: 'password_format',
} as const;
