import type { ComponentType } from 'react';
import type { ShowCondition } from './showIf';

/**
 * A screen the server renders into the page (issue 20 §3; src/app/ssr): its feature says what it
 * is drawn from and for whom the drawing is right.
 */
export interface ServerScreen {
  /**
   * The page as its route loads it, and what puts the call's answer where the page reads it (as
   * the app's own seed does with the page's copy; false when the answer does not pass the call's
   * contract, and nothing is rendered). The renderer loads every screen before its first render.
   */
  load: () => Promise<{
    Page: ComponentType;
    seed: (data: unknown, receivedAt: number) => boolean;
  }>;
  /** The page's module as the build's manifest names it: its CSS goes with the render. */
  module: string;
  /** The screen's first call, as a fan with nothing saved asks it; the render is drawn from its answer. */
  call: { name: string; args: Record<string, unknown> };
  /** What the visit must hold for the render to be what the app will draw (beyond its channel). */
  showIf: readonly ShowCondition[];
}
