import { isRouteName, MissingRouteParamError, placeholdersOf, routePatterns } from '@shared/routes';
import { namedRouteTarget, type JumpTarget } from './target';

/**
 * Jump type 46, custom (product-spec §5, §9): the extra is a JSON string `{"page", "params"}` —
 * the page a route name of the app (a leading `/` allowed), the params its path parameters and, for
 * the rest, its query (strings, numbers or booleans). Anything malformed — not JSON, no such page,
 * a path parameter missing, a param of another type — leads nowhere; it never throws.
 */
export function customPageTarget(extra: unknown): JumpTarget | null {
  if (typeof extra !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(extra);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { page, params = {} } = parsed as { page?: unknown; params?: unknown };
  if (typeof page !== 'string') return null;
  const name = page.trim().replace(/^\/+/, '');
  if (!isRouteName(name)) return null;
  const values = paramValues(params);
  if (!values) return null;
  const placeholders = new Set(placeholdersOf(routePatterns[name]));
  const path: Record<string, string | number> = {};
  const query: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(values)) {
    if (placeholders.has(key)) {
      if (typeof value === 'boolean') return null;
      path[key] = value;
    } else query[key] = value;
  }
  try {
    return namedRouteTarget(name, path, query);
  } catch (error) {
    if (error instanceof MissingRouteParamError) return null;
    throw error;
  }
}

function paramValues(params: unknown): Record<string, string | number | boolean> | null {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return null;
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'boolean') out[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) out[key] = value;
    else if (value !== null && value !== undefined) return null;
  }
  return out;
}
