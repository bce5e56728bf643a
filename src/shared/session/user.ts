import { localStore, StorageKeys } from '../storage';

/** The logged-in user's id from the cached user info, or '' for visitors (the gateway's userId). */
export function currentUserId(): string {
  const raw = localStore.get(StorageKeys.userInfo);
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
