import { defer, distinctUntilChanged, map, startWith, Subject, type Observable } from 'rxjs';
import { localStore, StorageKeys } from '../storage';

/** The id in a cached user-info text, or '' (none, broken, or without an id). */
function idOf(raw: string | null): string {
  if (!raw) return '';
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'id' in parsed) {
      const id = parsed.id;
      return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
    }
  } catch {
    // A broken cache is the same as none.
  }
  return '';
}

/** The logged-in user's id from the cached user info, or '' for visitors (the gateway's userId). */
export function currentUserId(): string {
  return idOf(localStore.get(StorageKeys.userInfo));
}

const changed$ = new Subject<void>();

function announce(): void {
  changed$.next();
}

/**
 * The cached user's id now and whenever it changes ('' for visitors). Per-user settings follow it:
 * the id is known only once the user index has answered, which comes after `loginSuccess`, so a
 * store that re-read the id on `loginSuccess` alone would still see the visitor (issue 16 item 2).
 */
export function currentUserId$(): Observable<string> {
  // Each subscriber starts from what storage holds at that moment (a reload, another tab's login).
  return defer(() =>
    changed$.pipe(
      startWith(undefined),
      map(() => currentUserId()),
      distinctUntilChanged(),
    ),
  );
}

/** Keeps the user info for the parts of the app that read it synchronously (currentUserId). */
export function saveCurrentUser(user: { id: number | string }): void {
  localStore.set(StorageKeys.userInfo, JSON.stringify(user));
  announce();
}

/** Forgets the cached user (logout, a dead login, a host app that logged the fan out). */
export function forgetCurrentUser(): void {
  localStore.remove(StorageKeys.userInfo);
  announce();
}
