import { Suspense, type ReactNode } from 'react';
import { BootScreen } from './BootScreen';
import { FirstShellDone } from './FirstShellDone';

/**
 * The boundary a route's screen renders in, in the app (GuardedRoute) and on the server
 * (src/app/ssr): one component, so the server's markup has the Suspense boundary the app hydrates
 * (docs/decisions/first-screen.md). While the screen's chunk loads during hydration, the boundary
 * keeps the server's nodes on screen instead of drawing its fallback.
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<BootScreen />}>
      {children}
      <FirstShellDone />
    </Suspense>
  );
}
