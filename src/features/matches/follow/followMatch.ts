import { FALLBACK_MESSAGES, failureText } from '@shared/http';
import { showToast } from '@shared/overlays';
import { handleNeedsLogin, isLoggedIn, requireLogin } from '@shared/session';
import { followMatchCall, type FollowSport } from './api';
import { setFollowed, setPending, useFollowStore } from './store';
import { FOLLOW_ERROR_TOAST_MS } from './timings';

/**
 * What the failure toast says (calls-errors-spec §8: "shows the returned errorCode"). Our envelope
 * splits the code (for machines) from its Chinese message (for fans): the message of the returned
 * code is shown, and the bare code only when the server sent no message of its own.
 */
export function followErrorText(error: unknown): string {
  return failureText(error, { fallback: FALLBACK_MESSAGES.server, codeWhenNoMessage: true });
}

/**
 * Follows (true) or unfollows (false) a match (product-spec §4): the flag changes only when the
 * server confirms; a failure shows its error for 1000 ms and leaves the flag alone; visitors (and
 * fans whose login the server no longer knows) are sent to login. A tap while the same match's call
 * is in flight is ignored. Resolves true when the change was made.
 */
export async function followMatch(
  matchId: number,
  sport: FollowSport,
  follow: boolean,
): Promise<boolean> {
  if (!isLoggedIn()) {
    requireLogin();
    return false;
  }
  if (useFollowStore.getState().pending[matchId]) return false;
  setPending(matchId, true);
  try {
    const result = await followMatchCall(matchId, sport, follow);
    setFollowed(matchId, result.isFollow ? sport : null);
    return true;
  } catch (error) {
    if (!handleNeedsLogin(error)) void showToast(followErrorText(error), FOLLOW_ERROR_TOAST_MS);
    return false;
  } finally {
    setPending(matchId, false);
  }
}
