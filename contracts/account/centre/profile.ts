import { z } from 'zod/mini';
import { PHONE_PATTERN } from '../session';
import { defineEndpoint } from '../../endpoint';
import { charCount, hasControlCharacter, hasHtmlTag } from '../../userText';
import { body, CentreMessages, DESCRIBE_MAX, NICKNAME_MAX, NICKNAME_MIN, ruled } from './fields';

/** The fan's public face (calls-errors-spec §7.10): nickname and signature, their rules and calls. */

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
