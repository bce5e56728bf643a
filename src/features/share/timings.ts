/** product-spec §9 "Clipboard copy check after 50 ms": the copy counts only if it had gone through by then. */
export const CLIPBOARD_CHECK_MS = 50;
/** product-spec §9 "Screenshot clone wait 200 ms, PNG": the cloned card settles before it is drawn. */
export const SCREENSHOT_CLONE_WAIT_MS = 200;
/** The fan's share code never changes and their picture seldom does: asked again after this. */
export const SHARE_INFO_STALE_MS = 10 * 60_000;
