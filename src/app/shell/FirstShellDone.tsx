import { useLayoutEffect } from 'react';
import { endFirstScreenHydration } from '@shared/ssr';
import { removeFirstShell } from './firstShell';

/** The user-timing mark of the moment the app owns its first screen: taps work from here. */
export const APP_READY_MARK = 'matchday:first-screen-ready';

/**
 * Rendered beside a screen (or an error page): once it has mounted, the first shell goes, and the
 * first screen's hydration is over. The moment is marked for whoever measures the page
 * (bench/first-screen.ts: until then a tap on the server's render does nothing).
 */
export function FirstShellDone() {
  useLayoutEffect(() => {
    removeFirstShell();
    endFirstScreenHydration();
    if (performance.getEntriesByName(APP_READY_MARK).length === 0) performance.mark(APP_READY_MARK);
  }, []);
  return null;
}
