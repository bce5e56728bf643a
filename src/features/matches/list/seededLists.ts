/**
 * Lists seeded from the page (seed.ts) and not yet opened: their first opening asks nothing. Apart
 * from the seed, which loads only when the page brought a list, so the list's controller can ask.
 */
const seeded = new Set<string>();

export function markSeeded(key: string): void {
  seeded.add(key);
}

/** True once for a list seeded from the page: its first opening shows it without a request. */
export function takeSeededList(key: string): boolean {
  return seeded.delete(key);
}
