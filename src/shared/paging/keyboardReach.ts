/**
 * Rows drawn beyond the screen's edges in every virtualized list (Virtuoso's `increaseViewportBy`;
 * issue 38 §3): a keyboard going down a list with Tab finds the next row's link already there, the
 * browser scrolls the focused row into view, and Virtuoso draws the rows after it — so Tab walks the
 * whole list, page after page, instead of leaving it at the last row on screen. Shift+Tab likewise
 * upwards.
 */
export const KEYBOARD_REACH = { top: 200, bottom: 400 } as const;
