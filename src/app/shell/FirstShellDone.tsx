import { useLayoutEffect } from 'react';
import { removeFirstShell } from './firstShell';

/** Rendered beside a screen (or an error page): once it has mounted, the first shell goes. */
export function FirstShellDone() {
  useLayoutEffect(removeFirstShell, []);
  return null;
}
