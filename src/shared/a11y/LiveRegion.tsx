import { LIVE_REGION_ID } from './announcer';

/**
 * The app's one polite live region, drawn once by the shell and by the server's render of it: in
 * the page before anything is said (a region added with its text is often not read), unseen. What
 * it says is written into it by `announce` (announcer.ts), never by React, which leaves it empty.
 */
export function LiveRegion() {
  return (
    <div
      id={LIVE_REGION_ID}
      className="visually-hidden"
      aria-live="polite"
      data-testid="live-announcer"
    />
  );
}
