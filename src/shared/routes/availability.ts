import type { RouteName } from './patterns';

/**
 * Whether a route has its screen yet. The app's route registry knows (src/app/routes: status
 * 'built'), and binds its answer here at start (boot.ts), so a feature can leave out a way into a
 * page that is not built — and show it by itself once the page's route gets its screen — without
 * importing the app. Unbound (a screen rendered alone in a test), every route counts as built.
 */
let isBuilt: (name: RouteName) => boolean = () => true;

export function bindRouteAvailability(next: (name: RouteName) => boolean): () => void {
  const previous = isBuilt;
  isBuilt = next;
  return () => {
    isBuilt = previous;
  };
}

export function isRouteBuilt(name: RouteName): boolean {
  return isBuilt(name);
}

/** The first of `names` whose page is built, or null when none is. */
export function firstBuiltRoute<N extends RouteName>(names: readonly N[]): N | null {
  return names.find((name) => isBuilt(name)) ?? null;
}
