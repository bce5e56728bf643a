import { MINUTE_MS } from '@domain/time';

/** How long the hot words stay fresh: they are counted from follows, which move in minutes. */
export const HOT_WORDS_STALE_MS = 10 * MINUTE_MS;
