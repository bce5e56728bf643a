import { create } from 'zustand';
import type { FeedItem, SnsPoll } from '@contracts/social';
import { failureText } from '@shared/http';
import { showToast } from '@shared/overlays';
import { handleNeedsLogin, isLoggedIn, requireLogin } from '@shared/session';
import { sendLike, sendVote } from './api';

/**
 * What the fan did to items on this visit (likes, votes), by msgId, over what the lists answered:
 * the feed, the topic and the detail show the same item alike without asking again. A like is shown
 * at once (optimistic) and put back when the server refuses it.
 */
interface LikeState {
  liked: boolean;
  likeCount: number;
}
interface InteractionStore {
  likes: Record<number, LikeState>;
  polls: Record<number, SnsPoll>;
  pending: Record<number, true>;
}

export const useInteractions = create<InteractionStore>(() => ({
  likes: {},
  polls: {},
  pending: {},
}));

export const resetInteractions = () =>
  useInteractions.setState({ likes: {}, polls: {}, pending: {} });

const setLike = (msgId: number, like: LikeState) =>
  useInteractions.setState((s) => ({ likes: { ...s.likes, [msgId]: like } }));
const setPending = (msgId: number, on: boolean) =>
  useInteractions.setState((s) => {
    const pending = { ...s.pending };
    if (on) pending[msgId] = true;
    else delete pending[msgId];
    return { pending };
  });

/** The item's like as shown: this visit's, else the list's. */
export function useLike(item: Pick<FeedItem, 'id' | 'liked' | 'likeCount'>): LikeState {
  const mine = useInteractions((s) => s.likes[item.id]);
  return mine ?? { liked: item.liked, likeCount: item.likeCount };
}

export function usePoll(msgId: number, poll: SnsPoll): SnsPoll {
  return useInteractions((s) => s.polls[msgId]) ?? poll;
}

/** The failure a fan reads, or the login page when the server says the login is stale. */
function tell(error: unknown, fallback: string): void {
  if (!handleNeedsLogin(error)) void showToast(failureText(error, fallback));
}

/** 点赞 / 取消点赞: shown at once, the server's count once it answers, rolled back on a refusal. */
export async function toggleLike(msgId: number, shown: LikeState): Promise<void> {
  if (!isLoggedIn()) return requireLogin();
  if (useInteractions.getState().pending[msgId]) return;
  const next = !shown.liked;
  setPending(msgId, true);
  setLike(msgId, { liked: next, likeCount: Math.max(0, shown.likeCount + (next ? 1 : -1)) });
  try {
    const answer = await sendLike(msgId, next);
    setLike(msgId, { liked: answer.liked, likeCount: answer.likeCount });
  } catch (error) {
    setLike(msgId, shown);
    tell(error, '操作失败，请稍后重试');
  } finally {
    setPending(msgId, false);
  }
}

/** A vote: the server's results once it answers (one vote per fan; a second is refused). */
export async function vote(msgId: number, optionId: number): Promise<void> {
  if (!isLoggedIn()) return requireLogin();
  if (useInteractions.getState().pending[msgId]) return;
  setPending(msgId, true);
  try {
    const poll = await sendVote(msgId, optionId);
    useInteractions.setState((s) => ({ polls: { ...s.polls, [msgId]: poll } }));
  } catch (error) {
    tell(error, '投票失败，请稍后重试');
  } finally {
    setPending(msgId, false);
  }
}
