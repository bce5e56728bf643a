/**
 * Local and session storage that never throws: private modes and some host web views refuse storage,
 * and a fan must still be able to use the app (they simply stay logged out).
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function wrap(pick: () => Storage | undefined): KeyValueStore {
  return {
    get(key) {
      try {
        return pick()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        pick()?.setItem(key, value);
      } catch {
        // Quota or privacy mode: the value lives only as long as the page.
      }
    },
    remove(key) {
      try {
        pick()?.removeItem(key);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
  };
}

export const localStore = wrap(() =>
  typeof localStorage === 'undefined' ? undefined : localStorage,
);
export const sessionStore = wrap(() =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
);

export function readJson<T>(
  store: KeyValueStore,
  key: string,
  parse: (value: unknown) => T | undefined,
): T | undefined {
  const raw = store.get(key);
  if (raw === null) return undefined;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return undefined;
  }
}
