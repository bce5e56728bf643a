import { currentUserId } from '@shared/session/user';

/** Whose settings these are on this device: the logged-in user's id, or 'guest' for visitors. */
export function deviceUserKey(): string {
  return currentUserId() || 'guest';
}

/** The storage key of a per-user value: `<base>:<user id or guest>`. */
export function userStorageKey(base: string, userKey: string): string {
  return `${base}:${userKey}`;
}
