import { localStore, StorageKeys } from '@shared/storage';

/**
 * Which rounds this device has joined (or was told it had: codes 101, 1007, 1008), and when it last
 * joined one. Kept in local storage, so a reload does not rain again; reset on login and logout by
 * the session (src/shared/session). At most the newest 200 rounds are kept.
 */
const MAX_ROUNDS = 200;

function readRounds(): string[] {
  const raw = localStore.get(StorageKeys.redPacketJoined);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

export function isRoundJoined(key: string): boolean {
  return readRounds().includes(key);
}

export function markRoundJoined(key: string): void {
  const rounds = readRounds().filter((k) => k !== key);
  rounds.push(key);
  localStore.set(StorageKeys.redPacketJoined, JSON.stringify(rounds.slice(-MAX_ROUNDS)));
}

export function lastJoinAt(): number | null {
  const value = Number(localStore.get(StorageKeys.redPacketLastJoin));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function recordJoin(at: number): void {
  localStore.set(StorageKeys.redPacketLastJoin, String(at));
}
