/**
 * The one focus trap of the app (issue 38 §3; docs/decisions/accessibility.md): while a sheet, dialog,
 * confirm or the photo viewer is open, Tab and Shift+Tab go round its controls and never reach the
 * page under it, Escape closes it, and when it closes the focus goes back to what opened it.
 *
 * Traps stack: a confirm opened over a sheet traps until it closes, then the sheet's trap holds again.
 * Two listeners on the document serve every trap, for the one on top. Not the focus-trap package:
 * the shell's confirm needs a trap, so it would ride in the first load (about 5 KB gzipped with
 * tabbable) for what these few lines do for our dialogs, which hold plain buttons, links and fields.
 */

export interface FocusTrapOptions {
  /** Escape pressed while this trap is on top: close the overlay (the trap is released by its owner). */
  onEscape?: () => void;
}

interface Trap {
  container: HTMLElement;
  onEscape?: () => void;
}

/** What Tab may stop on, before the checks of `isTabbable`. */
const CANDIDATES = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isShown(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  // The browser knows (display, visibility, content-visibility); jsdom lays nothing out.
  const check = (element as { checkVisibility?: (o?: object) => boolean }).checkVisibility;
  return typeof check === 'function' ? check.call(element, { visibilityProperty: true }) : true;
}

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  return isShown(element);
}

/** The elements Tab reaches inside `container`, in document order. */
export function tabbablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(CANDIDATES)].filter(isTabbable);
}

const stack: Trap[] = [];

function top(): Trap | undefined {
  return stack[stack.length - 1];
}

/** Where focus goes inside a trap: a control marked data-autofocus, its first control, or itself. */
function focusInside(container: HTMLElement, last = false): void {
  const marked = container.querySelector<HTMLElement>('[data-autofocus]');
  const items = tabbablesIn(container);
  const target = (last ? items[items.length - 1] : (marked ?? items[0])) ?? container;
  if (target === container && !container.hasAttribute('tabindex'))
    container.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

function onKeyDown(event: KeyboardEvent): void {
  const trap = top();
  if (!trap) return;
  if (event.key === 'Escape') {
    if (!trap.onEscape) return;
    event.preventDefault();
    event.stopPropagation();
    trap.onEscape();
    return;
  }
  if (event.key !== 'Tab') return;
  const items = tabbablesIn(trap.container);
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && trap.container.contains(active);
  const first = items[0];
  const last = items[items.length - 1];
  // Round the ends; inside the run the browser's own Tab order is right.
  if (!first || !last) {
    event.preventDefault();
    focusInside(trap.container);
  } else if (event.shiftKey && (!inside || active === first || active === trap.container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/** Focus that left the top trap (a tap on the page behind, a screen reader's cursor) comes back. */
function onFocusIn(event: FocusEvent): void {
  const trap = top();
  if (!trap || !(event.target instanceof Node)) return;
  if (trap.container.contains(event.target)) return;
  focusInside(trap.container);
}

/**
 * Traps focus in `container` until the returned release is called: focus moves in at once (see
 * `focusInside`), and the release gives it back to the element that had it, if still on the page.
 */
export function trapFocus(container: HTMLElement, options: FocusTrapOptions = {}): () => void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const trap: Trap = { container, onEscape: options.onEscape };
  if (stack.length === 0) {
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn, true);
  }
  stack.push(trap);
  if (!container.contains(document.activeElement)) focusInside(container);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const wasOnTop = top() === trap;
    stack.splice(stack.indexOf(trap), 1);
    if (stack.length === 0) {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn, true);
    }
    if (!wasOnTop) return;
    // Back to the opener; when it is gone (its row re-rendered, the page changed), to the trap below.
    if (opener?.isConnected) opener.focus({ preventScroll: true });
    else {
      const below = top();
      if (below) focusInside(below.container);
    }
  };
}

/** How many traps are open (tests). */
export function openTrapCount(): number {
  return stack.length;
}
