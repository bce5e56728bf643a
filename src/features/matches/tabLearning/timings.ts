/** Default-tab learning (product-spec §4). */
import { HOUR_MS, SECOND_MS } from '@domain/time';

export const TAB_LEARNING_CLICK_WINDOW_MS = 5 * SECOND_MS;
export const TAB_LEARNING_KEEP_MS = 1 * HOUR_MS;
