import { useLayoutEffect } from 'react';
import { endFirstScreenHydration } from '@shared/ssr';
import { removeFirstShell } from './firstShell';

/**
 * Rendered beside a screen (or an error page): once it has mounted, the first shell goes, and the
 * first screen's hydration is over.
 */
export function FirstShellDone() {
  useLayoutEffect(() => {
    removeFirstShell();
    endFirstScreenHydration();
  }, []);
  return null;
}
