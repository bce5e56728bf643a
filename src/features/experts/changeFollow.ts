import { showToast } from '@shared/overlays';
import { handleNeedsLogin, isLoggedIn, requireLogin } from '@shared/session';
import { followExpertCall } from './api';
import { followErrorText, isSilentFollowFailure } from './rules';
import { FOLLOW_ERROR_TOAST_MS } from './timings';

export interface FollowState {
  following: boolean;
  followers: number;
}

/**
 * Follows (true) or unfollows (false) an expert (product-spec §4 Follow): visitors are sent to log
 * in and nothing is called; the answer is the server's state after the change, or null when it
 * failed — then the returned error shows for 1000 ms (a stale login asks for login instead, and an
 * unfollow's no_token / uuid_error says nothing, calls-errors-spec §8). Callers change what they
 * show only on an answer.
 */
export async function changeFollow(expertId: number, follow: boolean): Promise<FollowState | null> {
  if (!isLoggedIn()) {
    requireLogin();
    return null;
  }
  try {
    return await followExpertCall(expertId, follow);
  } catch (error) {
    if (isSilentFollowFailure(follow, error)) return null;
    if (!handleNeedsLogin(error)) void showToast(followErrorText(error), FOLLOW_ERROR_TOAST_MS);
    return null;
  }
}
