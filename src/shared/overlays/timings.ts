/** The overlays' timings (product-spec §9): toasts, modal messages and the loading mask. */

export const TOAST_MS = 2000;
export const TOAST_LONG_MS = 3000;
/** A toast message longer than this many characters stays for TOAST_LONG_MS. */
export const TOAST_LONG_AFTER_CHARS = 20;
export const MODAL_MESSAGE_MS = 1200;
export const LOADING_MS = 5000;
export const HIDE_LOADING_RETRY_MS = 300;
export const HIDE_LOADING_RETRIES = 5;
export const DISMISS_RESOLVE_MS = 50;
