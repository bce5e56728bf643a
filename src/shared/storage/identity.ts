import { StorageKeys } from './keys';
import { localStore } from './webStorage';
import { appNow } from '@schedulers/appScheduler';

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  return `${appNow().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function stored(key: string): string {
  const existing = localStore.get(key);
  if (existing) return existing;
  const id = newId();
  localStore.set(key, id);
  return id;
}

/** This device's id, made once and kept (product-spec §3 device_uuid). */
export function deviceUuid(): string {
  return stored(StorageKeys.deviceUuid);
}

/** The session id the sport-data gateway carries (jcobSessionId). */
export function sessionId(): string {
  return stored(StorageKeys.sessionId);
}
