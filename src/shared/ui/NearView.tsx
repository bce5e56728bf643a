import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * How far below the visible area a block starts to load: a thumb's flick. Small on purpose — a
 * larger margin reaches below the first screen of a short page, and the block loads with it.
 */
export const NEAR_VIEW_MARGIN = '100px';

/**
 * Renders `children` only once its place comes near the visible area (IntersectionObserver, within
 * NEAR_VIEW_MARGIN of `root` — the scroller the block is in — or of the viewport). A block below the
 * first screen then costs the first load nothing: its code and its calls wait for the reader. Where
 * the browser cannot observe (old engines, tests without layout) it renders at once. On the server
 * (the first screen, src/app/ssr) it draws its place, as the browser's first render does: the app
 * hydrates that markup, which must be the same (issue 31).
 */
export function NearView({
  children,
  root,
  minHeight = '12rem',
  testId,
}: {
  children: ReactNode;
  root?: () => Element | null;
  minHeight?: string;
  testId?: string;
}) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  const rootOf = useRef(root);
  useEffect(() => {
    const node = place.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { root: rootOf.current?.() ?? null, rootMargin: NEAR_VIEW_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <>{children}</>;
  return <div ref={place} style={{ minHeight }} data-testid={testId} aria-hidden="true" />;
}
