import { z } from 'zod/mini';
import { AccountMessages, smsSendResultSchema } from '../session';
import { captchaTicketInput } from '../captcha';
import { defineEndpoint, noInput } from '../../endpoint';
import { int32 } from '../../integers';
import { body, encryptedPassword, phone, smsCode } from './fields';
import { idCard, realName } from './identity';

/**
 * The account's phone and password (calls-errors-spec §7.10): the SMS codes that open a change, a
 * first password, a password change and a phone change (by the old phone or by identity).
 */

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
