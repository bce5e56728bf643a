import type { Resource } from '@schedulers';
import { useResource } from '@shared/resource';

export type OptionsView<T> =
  | { status: 'idle'; items: readonly T[] }
  | { status: 'loading'; items: readonly T[] }
  | { status: 'ready'; items: readonly T[] }
  | { status: 'error'; items: readonly T[]; error: unknown };

/**
 * One picker's list (the cities of a province, the branches of a bank in a city) from its resource,
 * held while `args` is not null (null: nothing picked above it yet). Another province is another
 * key, so a slow answer for the old one never fills the new one's list.
 */
export function useOptions<Args, T>(
  resource: Resource<Args, readonly T[]>,
  args: Args | null,
): OptionsView<T> & { retry: () => void } {
  const view = useResource(resource, args as Args, { enabled: args !== null });
  const retry = view.reload;
  if (args === null) return { status: 'idle', items: [], retry };
  if (view.data) return { status: 'ready', items: view.data, retry };
  if (view.error !== undefined) return { status: 'error', items: [], error: view.error, retry };
  return { status: 'loading', items: [], retry };
}
