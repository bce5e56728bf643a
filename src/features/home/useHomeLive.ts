import { canStillChange, useMatchesStore } from '@entities/match';
import { useFollowStore, useLiveFeed } from '@features/matches';
import { useShallow } from 'zustand/react/shallow';
import { idsOfSport, stillInPlay } from './rules';

const isFollowedNow = (id: number) => useFollowStore.getState().followed[id] !== undefined;

/**
 * Live scores for the home cards: the matches shown that can still change, on the sports' existing
 * live-score id-set polls (the same pipeline as the lists: spoiler delay, goal tips, store).
 */
export function useHomeLive(ids: readonly number[]): void {
  const football = useMatchesStore(
    useShallow((s) =>
      idsOfSport(ids, s.byId, 'football').filter((id) => canStillChange(s.byId[id]!)),
    ),
  );
  const basketball = useMatchesStore(
    useShallow((s) =>
      idsOfSport(ids, s.byId, 'basketball').filter((id) => canStillChange(s.byId[id]!)),
    ),
  );
  // Game 0: the goal and red-card tips follow the "all" tab's settings.
  useLiveFeed('football', 0, football, isFollowedNow);
  useLiveFeed('basketball', 0, basketball, isFollowedNow);
}

/**
 * The strip's ids that are in play now, from the shared store (updated by the live polls), so the
 * strip follows the live pipeline between the home answers (docs/decisions/home.md).
 */
export function useInPlayIds(ids: readonly number[]): number[] {
  return useMatchesStore(useShallow((s) => stillInPlay(ids, s.byId)));
}
