import { create } from 'zustand';
import type { RedPacketStatus } from '@contracts/redPacket';
import type { RedPacketMatch } from '@contracts/sportdata/matches';
import { replaceEqualDeep } from '@schedulers';

/**
 * The red packets the app knows: per match its state and goal times (pointJson), the round of the
 * marked match's newest goal as the 10-second check last saw it, the matches on screen (they are
 * checked every 10 s), the match the page marked for the rain, and the rain's lock.
 */
export interface RedPacketState {
  byId: Record<number, RedPacketMatch>;
  /** The marked match's newest round, by `matchId:goalCount`. */
  rounds: Record<string, RedPacketStatus>;
  /** Screens showing each match's packet (reference counts). */
  onScreen: Record<number, number>;
  marked: number | null;
  /** A rain, or its award, is on screen: no other may start. */
  locked: boolean;
}

export const useRedPacketStore = create<RedPacketState>(() => ({
  byId: {},
  rounds: {},
  onScreen: {},
  marked: null,
  locked: false,
}));

/** Writes matches, keeping the objects of those that did not change (rows re-render less). */
export function upsertRedPacketMatches(list: readonly RedPacketMatch[]): void {
  if (list.length === 0) return;
  useRedPacketStore.setState((state) => {
    const byId = { ...state.byId };
    for (const match of list) byId[match.matchId] = replaceEqualDeep(byId[match.matchId], match);
    return { byId };
  });
}

export function setRound(key: string, status: RedPacketStatus): void {
  useRedPacketStore.setState((state) => ({ rounds: { ...state.rounds, [key]: status } }));
}

/** A packet is on screen until the returned release. */
export function holdOnScreen(matchId: number): () => void {
  useRedPacketStore.setState((s) => ({
    onScreen: { ...s.onScreen, [matchId]: (s.onScreen[matchId] ?? 0) + 1 },
  }));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    useRedPacketStore.setState((s) => {
      const left = (s.onScreen[matchId] ?? 1) - 1;
      const { [matchId]: _gone, ...rest } = s.onScreen;
      return { onScreen: left > 0 ? { ...rest, [matchId]: left } : rest };
    });
  };
}

export function onScreenIds(): number[] {
  return Object.keys(useRedPacketStore.getState().onScreen).map(Number);
}

export const useRedPacketMatch = (id: number): RedPacketMatch | undefined =>
  useRedPacketStore((s) => s.byId[id]);
