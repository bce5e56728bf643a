import type { ComponentType } from 'react';

/** Guards a route may list; the global ones (framed page, chat-app browser) run for every route. */
export type RouteGuardName = 'home' | 'auth' | 'login' | 'chatApp' | 'jdUserCenter';

export type RouteStatus = 'built' | 'planned' | 'redirect';

export type QueryDefault = string | number | boolean | null;

export interface RouteDef {
  /** The name `navigate` takes: the spec path without its leading slash and placeholders. */
  name: string;
  /** Spec-style path, `{x}` for a path parameter, no leading slash. */
  pattern: string;
  /** Defaults of path parameters; a defaulted parameter may be left out of the URL. */
  pathDefaults?: Readonly<Record<string, string>>;
  /** Query parameters the page reads, with their defaults (null: none). */
  query?: Readonly<Record<string, QueryDefault>>;
  guards: ReadonlyArray<RouteGuardName>;
  /** The feature folder that owns the screen (src/features/<feature>). */
  feature: string;
  /** Chinese title shown in the header of a page that is not built yet. */
  title: string;
  status: RouteStatus;
  /** For redirects: the target path. */
  redirectTo?: string;
  /** The screen, loaded lazily. Built routes have one. */
  load?: () => Promise<{ default: ComponentType }>;
  /** Page-resource id reported with page statistics (product-spec §3). */
  pageResourceId?: number;
  /** A child of the tabs layout (navigates as root). */
  tab?: boolean;
  /** Also reachable under these paths (spec "also reachable as"). */
  aliases?: ReadonlyArray<string>;
}
