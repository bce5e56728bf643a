import { useEffect, useRef, type RefObject } from 'react';

/**
 * For a sheet, dialog or popup a component draws: while `open`, focus is trapped in `ref`'s element,
 * Escape calls `onClose`, and closing gives focus back to what opened it (`trapFocus`). The trap's
 * code comes with the first dialog a fan opens (the shell's confirm would otherwise carry it in the
 * first load); until it has come — a moment, once — focus is where the tap left it.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onClose?: () => void,
): void {
  // The latest onClose without trapping again on every render (callers pass inline functions).
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  });
  useEffect(() => {
    const container = ref.current;
    if (!open || !container) return undefined;
    let release: (() => void) | undefined;
    let closed = false;
    void import('./focusTrap').then(({ trapFocus }) => {
      if (!closed) release = trapFocus(container, { onEscape: () => latest.current?.() });
    });
    return () => {
      closed = true;
      release?.();
    };
  }, [open, ref]);
}
