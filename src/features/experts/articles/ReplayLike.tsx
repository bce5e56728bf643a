import { useState } from 'react';
import { failureText } from '@shared/http';
import { showToast } from '@shared/overlays';
import { handleNeedsLogin, isLoggedIn, requireLogin } from '@shared/session';
import { countText } from '@features/social/parts';
import { sendReplayLike } from './api';
import { flippedLike } from './rules';

interface Like {
  liked: boolean;
  likeCount: number;
}

/**
 * 点赞 of a replay: one like per fan (the server keeps one row per fan and replay); the tap shows at
 * once, the server's count replaces it, a refusal puts the previous state back and says why. One
 * request at a time. A visitor is asked to log in.
 */
export function ReplayLike({ id, initial }: { id: number; initial: Like }) {
  const [like, setLike] = useState<Like>(initial);
  const [busy, setBusy] = useState(false);
  const tap = async () => {
    if (!isLoggedIn()) return requireLogin();
    const before = like;
    setBusy(true);
    setLike(flippedLike(before));
    try {
      const answer = await sendReplayLike(id, !before.liked);
      setLike({ liked: answer.liked, likeCount: answer.likeCount });
    } catch (error) {
      setLike(before);
      if (!handleNeedsLogin(error)) void showToast(failureText(error, '操作失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`sns-act sns-like${like.liked ? ' is-on' : ''}`}
      aria-pressed={like.liked}
      // One name whatever the state (aria-pressed says it), holding the count the fan sees, as the
      // social LikeButton does.
      aria-label={like.likeCount > 0 ? `点赞 ${countText(like.likeCount)}` : '点赞'}
      disabled={busy}
      data-testid="replay-like"
      onClick={() => void tap()}
    >
      <span aria-hidden="true">{like.liked ? '♥' : '♡'}</span>
      <span data-testid="replay-like-count">
        {like.likeCount > 0 ? countText(like.likeCount) : '赞'}
      </span>
    </button>
  );
}
