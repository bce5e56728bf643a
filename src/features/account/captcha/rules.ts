import { CAPTCHA_MAX_X, CAPTCHA_MIN_X, CaptchaCodes } from '@contracts/account/captcha';

/** Message types of product-spec §4 "Captcha". */
export const CaptchaMessageType = {
  success: 1,
  /** An error that needs a new puzzle (too many tries). */
  error: 2,
  simpleSuccess: 3,
  simpleError: 4,
} as const;
export type CaptchaMessageType = (typeof CaptchaMessageType)[keyof typeof CaptchaMessageType];

/** The texts of product-spec §2 "Slider captcha popup", and our own for what it leaves out. */
export const CaptchaTexts = {
  title: '安全验证',
  hint: '拖动左边滑块完成上方拼图',
  /** For the keyboard: the slider moves with the arrows and answers on Enter. */
  keys: '也可用方向键移动滑块，回车确认',
  success: '验证成功',
  retry: '点击此处重试',
  refresh: '换一张',
  close: '关闭',
  loading: '加载中...',
  loadFailed: '图片加载失败',
  checkFailed: '验证失败，请重试',
} as const;

/** The popup's sizes in px (product-spec §9): the puzzle, the error state, the success state. */
export const CAPTCHA_POPUP_SIZE = {
  puzzle: { width: 310, height: 326 },
  error: { width: 240, height: 200 },
  success: { width: 240, height: 137 },
} as const;
export type CaptchaView = keyof typeof CAPTCHA_POPUP_SIZE;

/** The error code after which the same puzzle cannot be tried again. */
export const NEED_REFRESH = CaptchaCodes.needRefresh;

/**
 * The slider distance for a pointer at `clientX` when the drag started at `startX`: an integer, and
 * only inside 0–230 (product-spec §4, §5). Outside, null: the distance keeps its last value.
 */
export function dragDistance(startX: number, clientX: number): number | null {
  const d = Math.round(clientX - startX);
  return d >= CAPTCHA_MIN_X && d <= CAPTCHA_MAX_X ? d : null;
}
