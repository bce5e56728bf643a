import { z } from 'zod/mini';
import { beijingParts } from '../../../domain/time';
import { defineEndpoint, noInput } from '../../endpoint';
import { int32 } from '../../integers';
import { charCount } from '../../userText';
import {
  body,
  CentreMessages,
  flag,
  IDENTITY_MIN_AGE,
  phone,
  REAL_NAME_MAX,
  REAL_NAME_MIN,
  ruled,
  smsCode,
} from './fields';

/**
 * Real-name verification (calls-errors-spec §7.10): the real-name and 18-character id-card rules the
 * client and the server both apply, and the identity calls.
 */

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

export const realName = ruled(CentreMessages.realNameRequired, realNameProblem);

/** Shape only; the age rule needs today's date, so the server applies idCardProblem itself. */
export const idCard = z
  .string({ error: CentreMessages.idCardRequired })
  .check(
    z.minLength(1, { error: CentreMessages.idCardRequired }),
    z.maxLength(40, { error: CentreMessages.idCardFormat }),
  );

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
