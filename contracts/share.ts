import { z } from 'zod/mini';
import { AccountMessages } from './account/session';
import { defineEndpoint, noInput } from './endpoint';
import { int32 } from './integers';
import { IMAGE_MIMES } from './uploads';

/**
 * Sharing (issue 37 §2; calls-errors-spec §7.8 Share, §3 "Share info: base64 image, jcobMember.icon";
 * product-spec §3 register_share_id / shareInfoId). A member's share code travels in every link they
 * share (`shareInfoId`); a registration that carries it records who brought the new member in. The
 * image proxy turns a picture of another origin into a data URL, so the browser can draw it on the
 * canvas of a share image without tainting it. The rules are ours: docs/decisions/sharing.md.
 */

/** The characters of a share code: lower-case letters and digits a reader cannot mistake (no 0 o 1 l i). */
export const SHARE_CODE_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
export const SHARE_CODE_LENGTH = 10;
/** A share code (shareInfoId): SHARE_CODE_LENGTH characters of SHARE_CODE_ALPHABET. */
export const SHARE_CODE_PATTERN = /^[2-9a-hjkmnp-z]{10}$/;

/** The largest picture the proxy turns into a data URL: avatars, logos and photos of a card are far smaller. */
export const SHARE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The longest picture address the proxy reads; anything longer is not a picture of a page. */
export const SHARE_IMAGE_URL_MAX = 2_048;
/** The picture types the proxy answers: the formats every browser draws, proved by their first bytes. */
export const SHARE_IMAGE_MIMES = [...IMAGE_MIMES, 'image/svg+xml'] as const;
export type ShareImageMime = (typeof SHARE_IMAGE_MIMES)[number];

/**
 * The default user image (calls-errors-spec §8 "Image url conversion fails: falls back to the default
 * user image"): a grey figure on a light disc, what a member without a picture shows on a share image.
 * A data URL, so the server answers it and the browser draws it without asking anyone.
 */
const DEFAULT_USER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
  '<circle cx="48" cy="48" r="48" fill="#e8ecf1"/>' +
  '<circle cx="48" cy="38" r="17" fill="#b3bcc8"/>' +
  '<path d="M16 82c5-15 17-23 32-23s27 8 32 23a48 48 0 0 1-64 0z" fill="#b3bcc8"/></svg>';
/** Browsers and Node 20 both have it; the contracts' no-DOM build does not declare it. */
declare function btoa(data: string): string;
export const DEFAULT_USER_IMAGE = `data:image/svg+xml;base64,${btoa(DEFAULT_USER_SVG)}`;

export const ShareMessages = {
  urlRequired: '请提供图片地址',
  urlInvalid: '图片地址格式错误，仅支持 http 或 https 图片',
  urlTooLong: `图片地址过长（最多${SHARE_IMAGE_URL_MAX}个字符）`,
  hostNotAllowed: '不支持转换该来源的图片',
  hostPrivate: '不支持转换内网地址的图片',
  notFound: '图片不存在',
  notImage: '该地址的内容不是图片（仅支持 JPG、PNG、WebP、GIF）',
  tooLarge: `图片不能超过${SHARE_IMAGE_MAX_BYTES / 1024 / 1024}MB`,
  unavailable: '图片获取失败，请稍后重试',
} as const;

/** The share feature's refusal codes (server/features/share/refusals.ts says what the fan reads). */
export const SHARE_REFUSAL_CODES = {
  urlInvalid: 'image_url_invalid',
  hostNotAllowed: 'image_host_not_allowed',
  hostPrivate: 'image_host_private',
  notFound: 'not_found',
  notImage: 'not_image',
  tooLarge: 'too_large',
  unavailable: 'image_unavailable',
} as const;

/** A picture as a data URL: `data:<mime>;base64,<bytes>`. */
const dataUrl = z
  .string()
  .check(z.regex(/^data:image\/(jpeg|png|webp|gif|svg\+xml);base64,[A-Za-z0-9+/]+=*$/));

/** data of POST /api/proxy/transform/url: the picture itself, ready for an <img> or a canvas. */
export const transformedImageSchema = z.object({
  /** The picture as a base64 data URL. */
  image: dataUrl,
  mime: z.enum(SHARE_IMAGE_MIMES),
  /** The picture's bytes before base64. */
  size: int32({ min: 1, max: SHARE_IMAGE_MAX_BYTES }),
});
export type TransformedImage = z.infer<typeof transformedImageSchema>;

/**
 * POST /api/proxy/transform/url {url} (calls-errors-spec §7.8): a picture of another origin as a
 * base64 data URL, for the share image drawn in the browser. The server reads only this server's own
 * picture paths (the caller's uploads, members' pictures, the app's images) and the hosts a setting
 * names (SHARE_IMAGE_HOSTS, none by default), never an address of a private network, at most
 * SHARE_IMAGE_MAX_BYTES, only real pictures; every other address is a 400 and a failed read a 422.
 */
export const transformUrl = defineEndpoint({
  method: 'POST',
  path: '/api/proxy/transform/url',
  access: 'writer',
  input: z.object(
    {
      url: z
        .string({ error: ShareMessages.urlRequired })
        .check(
          z.trim(),
          z.minLength(1, { error: ShareMessages.urlRequired }),
          z.maxLength(SHARE_IMAGE_URL_MAX, { error: ShareMessages.urlTooLong }),
        ),
    },
    { error: AccountMessages.badRequest },
  ),
  output: transformedImageSchema,
});

/** data of GET /api/proxy/apply/userShareInfo: what the fan's shares carry and show. */
export const shareInfoSchema = z.object({
  /** The member's share code: every link they share carries it as `shareInfoId`. */
  shareInfoId: z.string().check(z.regex(SHARE_CODE_PATTERN)),
  jcobMember: z.object({
    id: int32({ min: 1 }),
    nickname: z.string(),
    /** The member's picture address as stored; null when they have none. */
    icon: z.nullable(z.string()),
  }),
  /** The member's picture as a base64 data URL (the default user image when there is none to read). */
  image: dataUrl,
  /** Whether `image` is the default user image. */
  defaultImage: z.boolean(),
});
export type ShareInfo = z.infer<typeof shareInfoSchema>;

/**
 * GET /api/proxy/apply/userShareInfo (calls-errors-spec §7.8): the logged-in fan's share code, name
 * and picture (as a data URL, drawn on share images without tainting the canvas).
 */
export const userShareInfo = defineEndpoint({
  method: 'GET',
  path: '/api/proxy/apply/userShareInfo',
  access: 'reader',
  input: noInput,
  output: shareInfoSchema,
});
