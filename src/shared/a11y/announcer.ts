/**
 * What the app's one polite live region says (issue 38 §3): `announce` adds a sentence to the
 * region the shell draws (`LiveRegion`), and a screen reader reads it after what it is reading. For
 * news a sighted fan sees flash by — a goal, a red card — not for answers to the fan's own taps
 * (those are toasts, a status of their own).
 *
 * The region is written here, outside React, as screen-reader announcers usually are: the shell's
 * first load carries an empty element, and this module comes with the first announcement.
 */

/** The region's id (LiveRegion draws it). */
export const LIVE_REGION_ID = 'live-announcer';

/** The region keeps this many sentences; older ones leave it (quietly: only additions are read). */
export const ANNOUNCEMENTS_KEPT = 3;

function region(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(LIVE_REGION_ID);
}

/**
 * Says `text` through the live region: a new paragraph each time, which is what a screen reader
 * notices (the same words again are read again). Nothing when the shell has no region (a test).
 */
export function announce(text: string): void {
  const live = region();
  if (!live) return;
  const sentence = document.createElement('p');
  sentence.textContent = text;
  live.appendChild(sentence);
  while (live.childElementCount > ANNOUNCEMENTS_KEPT) live.firstElementChild?.remove();
}

/** The sentences in the region now, oldest first. */
export function announcements(): string[] {
  return [...(region()?.children ?? [])].map((p) => p.textContent ?? '');
}

/** Empties the region (tests). */
export function clearAnnouncements(): void {
  region()?.replaceChildren();
}
