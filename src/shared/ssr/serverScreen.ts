import type { ComponentType } from 'react';
import type { ShowCondition } from './showIf';

/** A gateway call: its name and arguments. */
export interface ScreenCall {
  name: string;
  args: Record<string, unknown>;
}

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
    /** `query` is the rendered address's query (a match page's `matchId`). */
    seed: (data: unknown, receivedAt: number, query: URLSearchParams) => boolean;
  }>;
  /** The page's module as the build's manifest names it: its CSS goes with the render. */
  module: string;
  /**
   * The screen's first call, as a fan with nothing saved asks it; the render is drawn from its
   * answer. A screen of one thing (a match page) makes it from the address's query, null when the
   * query names nothing it can render.
   */
  call: ScreenCall | ((query: URLSearchParams) => ScreenCall | null);
  /**
   * The parameters of the address's query the render depends on, which the page's script sends
   * with its request for the screen (no other: the hash may carry a partner's login). None unless
   * told.
   */
  params?: readonly string[];
  /** What the visit must hold for the render to be what the app will draw (beyond its channel). */
  showIf: readonly ShowCondition[];
}
