import { useEffect, useRef } from 'react';
import { closeOnNavigation } from './navigationClose';

/**
 * For a sheet or popup a screen draws itself: while `open`, the next route change calls `onClose`
 * (the overlay layer's one rule, `closeOverlaysOnNavigation`).
 */
export function useCloseOnNavigation(open: boolean, onClose: () => void): void {
  // The latest onClose without re-registering on every render (callers pass inline functions).
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  });
  useEffect(() => {
    if (!open) return undefined;
    return closeOnNavigation(() => latest.current());
  }, [open]);
}
