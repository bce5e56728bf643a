import { useEffect } from 'react';
import { ensureFollowsLoaded, useFollowStore } from './store';

/** Whether the fan follows this match: an O(1) look-up by id, so a row re-renders only on its own change. */
export function useIsFollowed(matchId: number): boolean {
  // First use loads the followed ids (a no-op once loaded or for visitors).
  useEffect(ensureFollowsLoaded, []);
  return useFollowStore((s) => s.followed[matchId] !== undefined);
}

/** Whether a follow call of this match is in flight. */
export function useFollowPending(matchId: number): boolean {
  return useFollowStore((s) => s.pending[matchId] === true);
}
