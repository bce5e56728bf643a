import { useCallback, useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { canStillChange, useMatchesStore, type Sport } from '@entities/match';
import { SPORT_TYPE } from '../api';
import { ensureFollowsLoaded, followedIds, useFollowStore } from '../follow';
import { useUnlistedOver } from '../live';

/** The list's view of the follow store (follow/): followed ids of a sport, and a reader by id. */

/** Followed ids of a sport (loaded on first use when logged in). */
function useFollowedIdsOf(sport: Sport): number[] {
  useEffect(ensureFollowsLoaded, []);
  return useFollowStore(useShallow((s) => followedIds(SPORT_TYPE[sport] as 1 | 2, s)));
}

/**
 * The followed ids worth a live poll: all but those known to be over — from the store, or for a
 * match no list has loaded, from its last polled score (live.ts `useUnlistedOver`). One no list has
 * loaded is polled until then (its goals still alert the fan); finished ones do not cost a request
 * every period.
 */
export function useFollowedLiveIdsOf(sport: Sport): number[] {
  const ids = useFollowedIdsOf(sport);
  const over = useUnlistedOver((s) => s.ids);
  return useMatchesStore(
    useShallow((s) =>
      ids.filter((id) => {
        const match = s.byId[id];
        return match === undefined ? !over[id] : canStillChange(match);
      }),
    ),
  );
}

/**
 * `isFollowed(id)` as of the follow store now; a new function when the followed set changes. Until
 * the store has loaded, every id counts as followed (the followed view trusts the server's list).
 */
export function useIsFollowedReader(): (matchId: number) => boolean {
  const followed = useFollowStore((s) => s.followed);
  const ready = useFollowStore((s) => s.status === 'ready');
  return useCallback(
    (matchId: number) => !ready || followed[matchId] !== undefined,
    [followed, ready],
  );
}

/** Strictly followed now (goal alerts sound only for these). */
export function isFollowedNow(matchId: number): boolean {
  return useFollowStore.getState().followed[matchId] !== undefined;
}
