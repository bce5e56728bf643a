import {
  captchaCheckResultSchema,
  captchaPuzzleSchema,
  type CaptchaCheckResult,
  type CaptchaPuzzle,
} from '@contracts/captcha';
import { call } from '@shared/http';

export const CAPTCHA_IMAGE_PATH = '/api/login/img';
export const CAPTCHA_CHECK_PATH = '/api/login/img/check';

/** A new puzzle: the piece, the background with its hole, the piece's top and the token. */
export const fetchCaptchaPuzzle = (): Promise<CaptchaPuzzle> =>
  call(CAPTCHA_IMAGE_PATH, captchaPuzzleSchema);

/** Checks a drop; resolves with the one-time ticket, or throws the server's ApiError. */
export const checkCaptcha = (token: string, x: number): Promise<CaptchaCheckResult> =>
  call(CAPTCHA_CHECK_PATH, captchaCheckResultSchema, { method: 'POST', body: { token, x } });
