import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useCurrentUserStore, watchUserInfo } from '@shared/session/currentUser';

/**
 * The fan's info for a user-centre screen. Holding it subscribes the scheduler's cache job, which
 * fetches when the data is over a minute old or flagged, and lets go on unmount.
 */
export function useCentreUser() {
  useEffect(() => watchUserInfo(), []);
  return useCurrentUserStore(
    useShallow((s) => ({ user: s.user, loaded: s.loaded, fetching: s.fetching, error: s.error })),
  );
}
