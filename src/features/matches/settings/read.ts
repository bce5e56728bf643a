import {
  isGameTab,
  type BasketballTabKey,
  type FootballTabKey,
  type Sport,
} from '@entities/match/rules';
import { localStore, StorageKeys, type KeyValueStore } from '@shared/storage';
import {
  defaultBasketballTab,
  defaultFootballTab,
  parseMatchSettings,
  type BasketballTabSettings,
  type FootballTabSettings,
  type MatchSettings,
} from './schema';
import { userStorageKey } from './userKey';

/**
 * The settings as kept on the device, read and written without the store: the store (store.ts)
 * holds them for the screens, and the first-screen script (list/firstScreen.ts) reads the odds
 * company of the tab a list opens on before the store's code has arrived.
 */

let storage: KeyValueStore = localStore;

/** Tests swap the storage; returns the previous one. */
export function setMatchSettingsStorage(next: KeyValueStore): KeyValueStore {
  const previous = storage;
  storage = next;
  return previous;
}

function storageKey(userKey: string): string {
  return userStorageKey(StorageKeys.matchSettings, userKey);
}

/** One user's settings as stored (defaults when none or corrupt). */
export function readStoredSettings(userKey: string): MatchSettings {
  let raw: unknown;
  try {
    const text = storage.get(storageKey(userKey));
    raw = text === null ? undefined : JSON.parse(text);
  } catch {
    raw = undefined;
  }
  return parseMatchSettings(raw);
}

export function saveStoredSettings(userKey: string, settings: MatchSettings): void {
  storage.set(storageKey(userKey), JSON.stringify(settings));
}

// Unknown tab keys read the defaults of tab 0; kept as constants so a selector returns a stable object.
const FALLBACK_FOOTBALL = defaultFootballTab(0);
const FALLBACK_BASKETBALL = defaultBasketballTab(0);

/** One tab's settings of a sport. */
export function tabSettingsOf(
  settings: MatchSettings,
  sport: Sport,
  tab: number,
): FootballTabSettings | BasketballTabSettings {
  if (sport === 'football')
    return isGameTab(sport, tab) ? settings.football[tab as FootballTabKey] : FALLBACK_FOOTBALL;
  return isGameTab(sport, tab) ? settings.basketball[tab as BasketballTabKey] : FALLBACK_BASKETBALL;
}
