/** The slider captcha's timings (product-spec §4 Captcha, §9). */

export const CAPTCHA_SUCCESS_MESSAGE_MS = 600;
export const CAPTCHA_SUCCESS_MARKER_MS = 500;
export const CAPTCHA_FAILURE_MESSAGE_MS = 1200;
export const CAPTCHA_RESET_LOCK_MS = 500;
/** The failed piece blinks for 0.3 s before it resets (product-spec §4 Captcha). */
export const CAPTCHA_BLINK_MS = 300;
