import {
  loginImg,
  loginImgCheck,
  type CaptchaCheckResult,
  type CaptchaPuzzle,
} from '@contracts/account/captcha';
import { call } from '@shared/http';

/** A new puzzle: the piece, the background with its hole, the piece's top and the token. */
export const fetchCaptchaPuzzle = (): Promise<CaptchaPuzzle> => call(loginImg, {});

/** Checks a drop; resolves with the one-time ticket, or throws the server's ApiError. */
export const checkCaptcha = (token: string, x: number): Promise<CaptchaCheckResult> =>
  call(loginImgCheck, { token, x });
