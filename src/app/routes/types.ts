import type { ComponentType } from 'react';
import type { RouteName } from '@shared/routes';

/** Guards a route may list; the global ones (framed page, chat-app browser) run for every route. */
export type RouteGuardName = 'home' | 'auth' | 'login' | 'chatApp' | 'jdUserCenter';

export type RouteStatus = 'built' | 'planned' | 'redirect';

export type QueryDefault = string | number | boolean | null;

/**
 * A route of the registry. Its name, pattern and path defaults come from `@shared/routes`, where they
 * are written once; the rest is what only the app knows (screen, guards, title, status).
 */
export interface RouteDef {
  /** The name links and `navigate` take (`@shared/routes`). */
  name: RouteName;
  /** Spec-style path, `{x}` for a path parameter, no leading slash (`routePatterns[name]`). */
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
  /** A child of the tabs layout (navigates as root): its pattern is under `tabs/`. */
  tab?: boolean;
  /** Also reachable under these paths (spec "also reachable as"). */
  aliases?: ReadonlyArray<string>;
}
