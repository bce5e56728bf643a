import { BACKDROP_CHOICE } from './alertChoice';
import { closeModal } from './api';
import { useOverlayStore } from './store';

/**
 * Overlays drawn outside the overlay host — a screen's own sheet, a popup in a root of its own, the
 * photo viewer — each registered while it is open, with the way to close it.
 */
const openElsewhere = new Set<() => void>();

/**
 * Registers an open overlay that the host does not draw, so the next route change closes it too.
 * Returns the unregister, to call when it closes by itself.
 */
export function closeOnNavigation(close: () => void): () => void {
  const entry = () => close();
  openElsewhere.add(entry);
  return () => {
    openElsewhere.delete(entry);
  };
}

/**
 * The one rule of product-spec §2 "App shell": any open modal closes on navigation — the modal, an
 * alert or confirm (answered as if its backdrop was tapped, so the caller takes it as "no"), and
 * every sheet, dialog and popup registered with `closeOnNavigation`. The shell calls this on every
 * route change (docs/decisions/overlays-on-navigation.md). Toasts, the modal message and the
 * loading spinner stay: they let taps through and end by themselves, and a toast often tells the
 * outcome of the tap that navigated.
 */
export function closeOverlaysOnNavigation(): void {
  closeModal();
  useOverlayStore.getState().alert?.resolve(BACKDROP_CHOICE);
  const closers = [...openElsewhere];
  openElsewhere.clear();
  for (const close of closers) close();
}
