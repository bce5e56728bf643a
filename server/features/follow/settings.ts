/**
 * Follow settings of the companion server (docs/decisions/follow.md). The cap and the page size are
 * the spec's follow-list page size (contracts/follow.ts); how long a follow lasts is ours.
 */
export { FOLLOW_LIMIT_PER_SPORT, FOLLOW_LIST_PAGE_SIZE } from '../../../contracts/follow';

/** A follow lapses a week after its match kicked off (simulated time). */
export const FOLLOW_KEEP_MS = 7 * 24 * 3_600_000;
