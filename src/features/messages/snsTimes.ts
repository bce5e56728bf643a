import { currentUserId } from '@shared/session';
import { localStore, StorageKeys } from '@shared/storage';

/**
 * The times the fan last read comments (letters), likes and follows (the community list), kept per
 * user (calls-errors-spec §7.4 getMessageNum): another fan on this phone has their own.
 */
export interface SnsTimes {
  commentTime: number;
  likeTime: number;
  followTime: number;
}

const key = () => `${StorageKeys.snsTimes}:${currentUserId() || 'guest'}`;

export function readSnsTimes(): SnsTimes {
  const zero = { commentTime: 0, likeTime: 0, followTime: 0 };
  const raw = localStore.get(key());
  if (!raw) return zero;
  try {
    const parsed = JSON.parse(raw) as Partial<SnsTimes>;
    const pick = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0);
    return {
      commentTime: pick(parsed.commentTime),
      likeTime: pick(parsed.likeTime),
      followTime: pick(parsed.followTime),
    };
  } catch {
    return zero;
  }
}

/** The fan read these kinds just now (server time). */
export function markSnsRead(kinds: ReadonlyArray<keyof SnsTimes>, now: number): void {
  const times = readSnsTimes();
  for (const kind of kinds) times[kind] = now;
  localStore.set(key(), JSON.stringify(times));
}
