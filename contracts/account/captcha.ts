import { z } from 'zod/mini';
import { defineEndpoint, noInput } from '../endpoint';
import { int32 } from '../integers';

/**
 * The slider captcha (product-spec §2 "Slider captcha popup", §3 "Captcha data", §4 "Captcha", §5,
 * §9; docs/api.md "Accounts"; docs/decisions/captcha.md). The server draws a background with a hole
 * and the matching piece; the fan drags the piece to the hole; the server checks the distance and
 * answers a one-time ticket that the SMS send calls require. The answer never leaves the server
 * (except through the development-only GET /api/dev/captcha).
 */

/** The image area: 310 wide (the popup's width), 180 high (product-spec §9). */
export const CAPTCHA_IMAGE_WIDTH = 310;
export const CAPTCHA_IMAGE_HEIGHT = 180;
/** The piece is a 60 px square box (its knobs included). */
export const CAPTCHA_PIECE_SIZE = 60;
/** The slider distance: an integer from 0 to 230 (product-spec §5). */
export const CAPTCHA_MIN_X = 0;
export const CAPTCHA_MAX_X = 230;

export const CaptchaCodes = {
  /** A wrong position; the same puzzle may be tried again. */
  wrong: 'captcha_error',
  /** Too many tries, or an unknown, expired or used token: a new puzzle is needed. */
  needRefresh: 'need_refresh',
  /** A send call without a valid ticket (product-spec §5). */
  checkError: 'check_error',
} as const;

export const CaptchaMessages = {
  wrong: '拼图位置不对，请再试一次',
  tooManyTries: '尝试次数过多，请刷新后重试',
  expired: '验证已失效，请刷新后重试',
  /** product-spec §5, with its exclamation mark. */
  checkError: '滑块校验失败!',
  badToken: '请先获取验证图片',
  badX: '滑块位置错误',
  tooManyImages: '操作过于频繁，请稍后再试',
} as const;

/** data of GET /api/login/img (product-spec §3 "Captcha data"). */
export const captchaPuzzleSchema = z.object({
  /** Top of the piece in the image, px. */
  Y: int32(),
  /** Names this puzzle in the check call. */
  token: z.string(),
  /** The piece: base64 of a 60x60 PNG with transparency, without a data: prefix. */
  tplImg: z.string(),
  /** The background with the hole: base64 of a 310x180 JPEG, without a data: prefix. */
  mapImg: z.string(),
});
export type CaptchaPuzzle = z.infer<typeof captchaPuzzleSchema>;

const captchaToken = z
  .string({ error: CaptchaMessages.badToken })
  .check(
    z.minLength(1, { error: CaptchaMessages.badToken }),
    z.maxLength(128, { error: CaptchaMessages.badToken }),
  );

/** POST /api/login/img/check. */
export const captchaCheckRequestSchema = z.object(
  {
    token: captchaToken,
    x: int32({ min: CAPTCHA_MIN_X, max: CAPTCHA_MAX_X, error: CaptchaMessages.badX }),
  },
  { error: CaptchaMessages.badToken },
);
export type CaptchaCheckRequest = z.infer<typeof captchaCheckRequestSchema>;

/** data of a passed check: a one-time, short-lived ticket for one SMS send. */
export const captchaCheckResultSchema = z.object({ ticket: z.string() });
export type CaptchaCheckResult = z.infer<typeof captchaCheckResultSchema>;

/** The longest ticket there is; the tickets the server issues are far shorter. */
export const CAPTCHA_TICKET_MAX = 128;

/**
 * The `captchaTicket` field that SMS send calls carry next to their own fields. Anything that is not
 * a ticket (a number, an over-long string) reads as an empty one: the send then answers the
 * captcha's own check_error after its parameter and phone checks (product-spec §5), not a 400 about
 * this field.
 */
export const captchaTicketInput = z.optional(
  z.catch(z.string().check(z.maxLength(CAPTCHA_TICKET_MAX)), ''),
);

/** data of the development-only GET /api/dev/captcha?token=: the answer of a live puzzle. */
export const devCaptchaAnswerSchema = z.object({ x: int32(), Y: int32() });
export type DevCaptchaAnswer = z.infer<typeof devCaptchaAnswerSchema>;

// The endpoints of the captcha. Anyone may ask: the captcha is what stands before a login exists.

/** GET /api/login/img: a new puzzle (not cached: one token per request). */
export const loginImg = defineEndpoint({
  method: 'GET',
  path: '/api/login/img',
  access: 'anyone',
  input: noInput,
  output: captchaPuzzleSchema,
});

/** POST /api/login/img/check {token, x}: a one-time ticket when the drop fits the hole. */
export const loginImgCheck = defineEndpoint({
  method: 'POST',
  path: '/api/login/img/check',
  access: 'anyone',
  input: captchaCheckRequestSchema,
  output: captchaCheckResultSchema,
});

/** GET /api/dev/captcha?token=: the answer of a live puzzle, for browser tests (never in production). */
export const devCaptcha = defineEndpoint({
  method: 'GET',
  path: '/api/dev/captcha',
  access: 'anyone',
  input: z.object({ token: captchaToken }),
  output: devCaptchaAnswerSchema,
});
