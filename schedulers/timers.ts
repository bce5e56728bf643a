/**
 * The app's only doorway to the host's timers. Everything that waits — overlays, session events,
 * statistics, later every poll — asks here, so that fake clocks drive it in tests and teardown can
 * prove that nothing is left running (see `pendingTimerCount`).
 *
 * The host functions are looked up on every call, not captured at import, so vitest's fake timers
 * installed after this module loaded are still the ones used.
 */

export type Cancel = () => void;

let pending = 0;

/** Runs `fn` once after `ms`. Returns a cancel function that is safe to call more than once. */
export function after(ms: number, fn: () => void): Cancel {
  let live = true;
  pending += 1;
  const handle = setTimeout(() => {
    if (!live) return;
    live = false;
    pending -= 1;
    fn();
  }, ms);
  return () => {
    if (!live) return;
    live = false;
    pending -= 1;
    clearTimeout(handle);
  };
}

/** Runs `fn` every `ms` until cancelled. */
export function every(ms: number, fn: () => void): Cancel {
  let live = true;
  pending += 1;
  const handle = setInterval(fn, ms);
  return () => {
    if (!live) return;
    live = false;
    pending -= 1;
    clearInterval(handle);
  };
}

/** Resolves after `ms`; rejects with the signal's reason if the signal aborts first. */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const onAbort = (): void => {
      cancel();
      if (signal) reject(abortError(signal));
    };
    const cancel = after(ms, () => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The abort reason as an Error (a DOMException by default; callers may abort with anything). */
function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new Error(String(signal.reason ?? 'aborted'));
}

/** How many timers made through this module are still waiting. Tests assert it returns to zero. */
export function pendingTimerCount(): number {
  return pending;
}
