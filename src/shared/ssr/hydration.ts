/**
 * Whether the app is hydrating the first screen the server rendered into the page (src/app/start.tsx,
 * docs/decisions/first-screen.md). A component whose first render in the browser would otherwise
 * differ from the server's (a virtualized list measures before it draws rows) draws what the server
 * drew while this holds, so React keeps the page's nodes instead of painting them again.
 */
let hydrating = false;

export function beginFirstScreenHydration(): void {
  hydrating = true;
}

/** The first screen has mounted: later renders are the browser's own. */
export function endFirstScreenHydration(): void {
  hydrating = false;
}

export function isHydratingFirstScreen(): boolean {
  return hydrating;
}
