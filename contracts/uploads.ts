import { z } from 'zod/mini';
import { defineEndpoint, fileAnswer, noInput } from './endpoint';
import { int32, INT32_MAX } from './integers';

/**
 * Images a fan uploads (issue 19 §2; product-spec §3 "Uploaded picture", §5 "Image upload"): one
 * image per call, kept by the server, served back at a path of its own. Feedback and the expert
 * application save those paths; the server accepts only paths of the same fan's uploads. The figures
 * are ours (docs/decisions/feedback-and-expert-apply.md).
 */

/** The largest image the server keeps: the app compresses photos well below it first. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** New images one fan may upload in 24 hours (the same image again is not new). */
export const UPLOADS_PER_DAY = 60;
/** Pictures one feedback or one application carries (product-spec §5). */
export const MAX_PICTURES = 6;
/** What the server keeps: the formats every browser shows. */
export const IMAGE_MIMES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageMime = (typeof IMAGE_MIMES)[number];

export const UploadMessages = {
  /** product-spec §5, word for word. */
  tooMany: `只能上传${MAX_PICTURES}张图片`,
  /** product-spec §5, word for word. */
  urlEmpty: '图片url为空',
  urlInvalid: '图片地址无效，请重新上传',
  notImage: '只能上传图片文件（JPG、PNG、WebP、GIF）',
  tooLarge: `图片不能超过${UPLOAD_MAX_BYTES / 1024 / 1024}MB`,
  noFile: '请选择要上传的图片',
  dailyLimit: `24小时内最多上传${UPLOADS_PER_DAY}张图片，请稍后再试`,
} as const;

/** Where an uploaded image is served: `/api/upload/img/{id}-{first 8 hex of its SHA-256}`. */
export const IMAGE_PATH_PREFIX = '/api/upload/img/';
const IMAGE_PATH = /^\/api\/upload\/img\/([1-9]\d{0,9})-([0-9a-f]{8})$/;

export function imagePathOf(id: number, sha256: string): string {
  return `${IMAGE_PATH_PREFIX}${id}-${sha256.slice(0, 8)}`;
}

/** The upload a path names, or null when it is not one of ours. */
export function parseImagePath(path: string): { id: number; sha8: string } | null {
  const m = IMAGE_PATH.exec(path);
  if (!m?.[1] || !m[2]) return null;
  const id = Number(m[1]);
  return id <= INT32_MAX ? { id, sha8: m[2] } : null;
}

/**
 * The pictures of a comma-separated picturePath / applyImageUrl (product-spec §3). Nothing given is
 * no pictures; each item is trimmed, and an empty one stays empty so that the rule below can name it.
 */
export function splitPictureUrls(joined: string | undefined): string[] {
  if (joined === undefined || joined.trim() === '') return [];
  return joined.split(',').map((url) => url.trim());
}

/** product-spec §5: a saved picture needs a url (图片url为空), at most six, each one of ours. */
export function pictureUrlsProblem(urls: readonly string[]): string | null {
  if (urls.some((url) => url === '')) return UploadMessages.urlEmpty;
  if (urls.length > MAX_PICTURES) return UploadMessages.tooMany;
  if (urls.some((url) => parseImagePath(url) === null)) return UploadMessages.urlInvalid;
  return null;
}

/** A comma-separated list of picture paths as a body field (the parse keeps it text; see above). */
export const pictureListInput = z.optional(
  z.string({ error: UploadMessages.urlInvalid }).check(
    // Six paths of ours are about 200 characters; anything far longer is not from our app.
    z.maxLength(2_000, { error: UploadMessages.tooMany }),
  ),
);

/** data of an upload (product-spec §3 "Upload response": path and prefix; the envelope says success). */
export const uploadResultSchema = z.object({
  /** The image's path on this server (imagePathOf): what feedback and applications save. */
  path: z.string(),
  /** What goes before the path to show it: '' (the same server as every call). */
  prefix: z.string(),
  mime: z.enum(IMAGE_MIMES),
  size: int32(),
  /** The fan had uploaded these very bytes before: the earlier image is answered. */
  repeated: z.boolean(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/**
 * POST /api/upload/img: one image as multipart/form-data (its part named `file`). The server keeps it only
 * when its bytes are a JPEG, PNG, WebP or GIF (whatever type the browser declared), at most
 * UPLOAD_MAX_BYTES, within UPLOADS_PER_DAY; the same bytes twice are one image. The image itself is
 * read back with GET {IMAGE_PATH_PREFIX}{id}-{sha8}, by its owner only (not an envelope call).
 */
/**
 * GET /api/upload/img/{name}: an uploaded image, to its owner only, as the image itself (an <img>
 * sends no header, so the cookie is enough: reading is harmless). A name that is not one of the
 * fan's uploads is 404, whatever it is.
 */
export const uploadedImage = defineEndpoint({
  method: 'GET',
  path: `${IMAGE_PATH_PREFIX}{name}`,
  access: 'reader',
  input: z.object({ name: z.string().check(z.maxLength(64)) }),
  output: fileAnswer,
  answer: 'file',
});

export const uploadImage = defineEndpoint({
  method: 'POST',
  path: '/api/upload/img',
  access: 'writer',
  input: noInput,
  output: uploadResultSchema,
  /** The client sends this field (a FormData with the image under `file`) as the whole body. */
  bodyField: 'form',
});

/** The uploads' refusal codes (server/features/uploads/refusals.ts says what the fan reads). */
export const UPLOAD_REFUSAL_CODES = {
  noFile: 'no_file',
  notImage: 'not_image',
  tooLarge: 'too_large',
  dailyLimit: 'upload_limit',
  urlEmpty: 'image_url_empty',
  tooMany: 'too_many_images',
  urlInvalid: 'image_url_invalid',
} as const;
