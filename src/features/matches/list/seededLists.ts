import { appNow } from '@schedulers/appScheduler';

/**
 * Lists seeded from the page (seed.ts) and not yet opened: their first opening asks nothing. Apart
 * from the seed, which loads only when the page brought a list, so the list's controller can ask.
 */
const seeded = new Map<string, number>();

/**
 * How long a seed stands in for a load. The list it was seeded for opens as the app starts; a fan
 * who left the rendered page before that (a tap on a rendered link) and comes back to the list
 * later gets it loaded, not the page's old order of matches.
 */
export const SEED_FRESH_MS = 15_000;

export function markSeeded(key: string, now: number = appNow()): void {
  seeded.set(key, now);
}

/** True once for a list seeded from the page moments ago: its opening shows it without a request. */
export function takeSeededList(key: string, now: number = appNow()): boolean {
  const at = seeded.get(key);
  seeded.delete(key);
  return at !== undefined && now - at < SEED_FRESH_MS;
}
