/**
 * Default-tab learning kept on the device, per user (or 'guest'): a tab strip calls `enterTabPage`
 * when its page opens and `onTabClick` on every click; `savedDefaultTab` gives the tab to open with.
 */
import { z } from 'zod/mini';
import { localStore, StorageKeys, type KeyValueStore } from '@shared/storage';
import { appNow } from '@schedulers/appScheduler';
import { deviceUserKey, userStorageKey } from '../settings/userKey';
import {
  EMPTY_TAB_LEARNING,
  learntDefaultTab,
  recordTabClick,
  type TabLearningState,
} from './learning';

const stateSchema = z.object({
  clicks: z.record(z.string(), z.array(z.object({ tab: z.int(), at: z.number() }))),
  defaults: z.record(z.string(), z.int()),
});

let storage: KeyValueStore = localStore;

/** Tests swap the storage; returns the previous one. */
export function setTabLearningStorage(next: KeyValueStore): KeyValueStore {
  const previous = storage;
  storage = next;
  return previous;
}

function keyOf(userKey: string): string {
  return userStorageKey(StorageKeys.tabLearning, userKey);
}

/** The stored state; empty when none or unreadable. */
export function readTabLearning(userKey: string = deviceUserKey()): TabLearningState {
  try {
    const raw = storage.get(keyOf(userKey));
    if (raw === null) return EMPTY_TAB_LEARNING;
    const parsed = z.safeParse(stateSchema, JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY_TAB_LEARNING;
  } catch {
    return EMPTY_TAB_LEARNING;
  }
}

function write(state: TabLearningState, userKey: string): void {
  storage.set(keyOf(userKey), JSON.stringify(state));
}

/** The saved default tab of a location, or the fallback. */
export function savedDefaultTab(
  location: number | string,
  fallback: number,
  userKey: string = deviceUserKey(),
): number {
  return learntDefaultTab(readTabLearning(userKey), location, fallback);
}

export interface TabPageVisit {
  /** Records a tab click of this visit; returns the location's default after it. */
  onTabClick(tab: number): number | undefined;
}

/**
 * A visit of a page with a tab strip at `location`, entered at `now()`. `now` is injected (Date.now in
 * the app, the fake clock in tests).
 */
export function enterTabPage(
  location: number | string,
  now: () => number = appNow,
  userKey: string = deviceUserKey(),
): TabPageVisit {
  const enteredAt = now();
  return {
    onTabClick(tab) {
      const next = recordTabClick(readTabLearning(userKey), {
        location,
        tab,
        enteredAt,
        now: now(),
      });
      write(next, userKey);
      return next.defaults[String(location)];
    },
  };
}
