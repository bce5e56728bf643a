import type { UserInfo } from '@contracts/account/session';
import type { LevelLog } from '@contracts/account/centre/level';
import { localStore, readJson, type KeyValueStore } from '@shared/storage';
import { demotionText, levelChange, type LevelChange } from './rules';

/** Stored previous levels: user id → level (product-spec §3 "oldLevel"). */
export const OLD_LEVEL_KEY = 'oldLevel';

export interface LevelCheckDeps {
  fetchLastLevelLog: () => Promise<{ levelLog: LevelLog | null }>;
  /** The congratulation popup with its publish button. */
  showPromotion: (level: number, qiuFlag: number) => void;
  /** The demotion popup with the reason (or the fallback). */
  showDemotion: (text: string, level: number) => void;
  store?: KeyValueStore;
}

type LevelMap = Record<string, number>;

function readLevels(store: KeyValueStore): LevelMap {
  return (
    readJson(store, OLD_LEVEL_KEY, (value) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
      const out: LevelMap = {};
      for (const [id, level] of Object.entries(value))
        if (typeof level === 'number' && Number.isInteger(level)) out[id] = level;
      return out;
    }) ?? {}
  );
}

export function storedLevel(userId: number, store: KeyValueStore = localStore): number | undefined {
  return readLevels(store)[String(userId)];
}

export function storeLevel(userId: number, level: number, store: KeyValueStore = localStore) {
  store.set(OLD_LEVEL_KEY, JSON.stringify({ ...readLevels(store), [String(userId)]: level }));
}

/** Checks under way, per user: a screen that renders twice must not pop twice. */
const running = new Set<number>();

/**
 * The level check of each user-centre load (product-spec §4 "User level"): a rise shows the
 * congratulation popup; a fall fetches the last level log and shows its reason, or 很抱歉您已被降级
 * when there is none or the call fails; then the new level is stored.
 */
export async function checkLevelChange(
  user: Pick<UserInfo, 'id' | 'userLevel' | 'qiuFlag'>,
  deps: LevelCheckDeps,
): Promise<LevelChange> {
  const store = deps.store ?? localStore;
  if (running.has(user.id)) return 'none';
  running.add(user.id);
  try {
    const change = levelChange(storedLevel(user.id, store), user.userLevel);
    if (change === 'rise') deps.showPromotion(user.userLevel, user.qiuFlag);
    if (change === 'fall') {
      const reason = await deps
        .fetchLastLevelLog()
        .then(({ levelLog }) => levelLog?.reason)
        .catch(() => undefined);
      deps.showDemotion(demotionText(reason), user.userLevel);
    }
    storeLevel(user.id, user.userLevel, store);
    return change;
  } finally {
    running.delete(user.id);
  }
}
