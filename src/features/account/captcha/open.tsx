import { createRoot } from 'react-dom/client';
import { closeOnNavigation } from '@shared/overlays';
import { SliderCaptcha } from './SliderCaptcha';

let current: ((ticket: string | null) => void) | null = null;

/**
 * Opens the slider captcha over everything and resolves with the one-time ticket once it is solved
 * (after the success message and marker), or null when the fan closes it (the backdrop) or any
 * route change closes it (the overlay layer's one rule). It mounts its own root on document.body, so
 * it can open over a page or a modal without closing either; one is open at a time (a second open
 * closes the first with null).
 */
export function openSliderCaptcha(): Promise<string | null> {
  current?.(null);
  return new Promise((resolve) => {
    const host = document.createElement('div');
    host.className = 'captcha-host';
    document.body.appendChild(host);
    const root = createRoot(host);
    let open = true;
    const finish = (ticket: string | null) => {
      if (!open) return;
      open = false;
      if (current === finish) current = null;
      releaseOnLeave();
      // Unmount after the event or timer that finished it has returned.
      queueMicrotask(() => {
        root.unmount();
        host.remove();
      });
      resolve(ticket);
    };
    const releaseOnLeave = closeOnNavigation(() => finish(null));
    current = finish;
    root.render(<SliderCaptcha onDone={finish} />);
  });
}
