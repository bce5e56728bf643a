import type { FeedItem } from '@contracts/social';
import { toggleLike, useInteractions, useLike } from './interactions';
import { countText } from './rules';

/** 点赞 with its count: the fan's tap shows at once and is put back if the server refuses. */
export function LikeButton({ item }: { item: Pick<FeedItem, 'id' | 'liked' | 'likeCount'> }) {
  const like = useLike(item);
  const busy = useInteractions((s) => s.pending[item.id] === true);
  return (
    <button
      type="button"
      className={`sns-act sns-like${like.liked ? ' is-on' : ''}`}
      aria-pressed={like.liked}
      // A toggle keeps its name (aria-pressed says whether it is on), and the name holds what it
      // shows, the count, so a fan who says what they see (voice control) reaches it.
      aria-label={like.likeCount > 0 ? `点赞 ${countText(like.likeCount)}` : '点赞'}
      disabled={busy}
      data-testid="sns-like"
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void toggleLike(item.id, like);
      }}
    >
      <span aria-hidden="true">{like.liked ? '♥' : '♡'}</span>
      <span data-testid="sns-like-count">
        {like.likeCount > 0 ? countText(like.likeCount) : '赞'}
      </span>
    </button>
  );
}
