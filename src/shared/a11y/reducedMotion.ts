import { useSyncExternalStore } from 'react';

/**
 * The fan's "reduce motion" setting (prefers-reduced-motion; issue 38 §3). CSS follows it through
 * src/app/a11y.css; code that moves things itself — the red-packet rain, a swiper's autoplay —
 * asks here and draws a still alternative instead.
 */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION_QUERY)
    : null;
}

/** Whether the fan asked for less motion, now. */
export function prefersReducedMotion(): boolean {
  return query()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** React: whether the fan asked for less motion, rendering again when the setting changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
