/**
 * Resources: the one way the app loads data that is not a paged list (docs/decisions/scheduler.md
 * "Resources"). A resource is declared once — its name, the key of its arguments, its call, how long
 * an answer stays fresh, the events that make it stale — and every screen that shows it reads it
 * through the scheduler: one request for all screens that want it at once, the last answer shown at
 * once on a return while a stale one is asked again, nothing asked while hidden or offline (one
 * catch-up on return), the answer kept POLL_CACHE_MS after the last screen leaves, every timer on
 * the scheduler's clock. React reads it with useResource (src/shared/resource).
 */
import type { BackoffOptions } from './backoff';
import type { PollHandle, Scheduler } from './scheduler';

export interface ResourceDeclaration<Args, T> {
  /** Unique among resources: the first part of every key, and what invalidation names. */
  name: string;
  /** The arguments as the rest of the key: two calls with the same key are one resource. */
  key: (args: Args) => string;
  fetch: (args: Args, signal: AbortSignal) => Promise<T>;
  /**
   * An answer younger than this is shown without asking again. 0 (the default): asked again on
   * every visit, the last answer shown meanwhile — for what the fan's own actions change.
   */
  staleMs?: number;
  /** Poll while shown, at this period (a live figure); without it the resource is asked on visits. */
  intervalMs?: number;
  /** Events (invalidateResources) after which the answer is stale: 'wallet', 'purchase'… */
  invalidatedBy?: readonly string[];
  /** Retry a failure with backoff; by default a failure is shown with its retry button. */
  retry?: BackoffOptions;
}

export interface Resource<Args, T> {
  readonly name: string;
  keyOf(args: Args): string;
  /** The scheduler's job for these arguments: subscribe to hold it (useResource does). */
  handle(scheduler: Scheduler, args: Args): PollHandle<T>;
  /** Marks these arguments' answer stale, or every answer of the resource; shown ones ask again. */
  invalidate(scheduler: Scheduler, args?: Args): void;
}

const declared = new Map<string, ResourceDeclaration<never, unknown>>();

export function defineResource<Args, T>(
  declaration: ResourceDeclaration<Args, T>,
): Resource<Args, T> {
  const { name } = declaration;
  // Two declarations of one name would share keys and fetch each other's answers. The same
  // declaration again is a module evaluated again (the dev server's hot reload).
  const earlier = declared.get(name);
  if (earlier && String(earlier.fetch) !== String(declaration.fetch))
    throw new Error(`resource "${name}" is declared twice`);
  declared.set(name, declaration);
  const keyOf = (args: Args) => `${name}:${declaration.key(args)}`;
  const prefix = `${name}:`;
  return {
    name,
    keyOf,
    handle: (scheduler, args) =>
      scheduler.poll<T>(keyOf(args), ({ signal }) => declaration.fetch(args, signal), {
        staleMs: declaration.staleMs ?? 0,
        ...(declaration.intervalMs === undefined ? {} : { intervalMs: declaration.intervalMs }),
        retry: declaration.retry ?? false,
      }),
    invalidate(scheduler, args) {
      if (args === undefined) scheduler.invalidateWhere((key) => key.startsWith(prefix));
      else {
        const key = keyOf(args);
        scheduler.invalidateWhere((k) => k === key);
      }
    },
  };
}

/**
 * Something happened that changes what some resources answer (a purchase, a top-up, a follow):
 * every answer of the resources invalidated by `event` is stale; the ones shown ask again now, the
 * ones kept ask on their next visit. Answers how many answers it marked.
 */
export function invalidateResources(scheduler: Scheduler, event: string): number {
  const prefixes = [...declared]
    .filter(([, declaration]) => declaration.invalidatedBy?.includes(event))
    .map(([name]) => `${name}:`);
  if (prefixes.length === 0) return 0;
  return scheduler.invalidateWhere((key) => prefixes.some((prefix) => key.startsWith(prefix)));
}

/**
 * Drops every resource's answers (login, logout: answers are the fan's own — a plan unlocked, a
 * balance — and are not shown to whoever comes next); the ones shown ask again at once.
 */
export function forgetResources(scheduler: Scheduler): number {
  const prefixes = [...declared.keys()].map((name) => `${name}:`);
  return scheduler.forgetWhere((key) => prefixes.some((prefix) => key.startsWith(prefix)));
}
