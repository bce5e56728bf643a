import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { FeedItem } from '@contracts/social';
import { serverNow } from '@shared/http';
import { Avatar } from '@shared/ui';
import { LikeButton } from './LikeButton';
import { authorPostsHref, itemHref } from './links';
import { PictureGrid } from './PictureGrid';
import { PollView } from './PollView';
import { countText, isSocialItem, KIND_LABELS, postTimeText } from './rules';

/**
 * The author line of an item or a reply: picture, name, when. `linked` makes the name open the
 * member's posts (TA的动态) — only where the line is not inside a card's own link.
 */
export function AuthorLine({
  author,
  at,
  extra,
  linked = false,
}: {
  author: FeedItem['author'];
  at: number;
  extra?: string;
  linked?: boolean;
}) {
  const posts = linked ? authorPostsHref(author) : null;
  return (
    <div className="sns-author">
      <Avatar
        icon={author.icon}
        name={author.nickName}
        fallback="球"
        className="sns-author__icon"
      />
      {posts ? (
        <Link className="sns-author__name" to={posts} data-testid="sns-author">
          {author.nickName}
        </Link>
      ) : (
        <span className="sns-author__name" data-testid="sns-author">
          {author.nickName}
        </span>
      )}
      <time className="sns-author__time" data-testid="sns-time">
        {postTimeText(at, serverNow())}
      </time>
      {extra && <span className="sns-author__extra">{extra}</span>}
    </div>
  );
}

/**
 * One item of a feed (product-spec §3 "Feed message types"): author and time, 置顶 and the kind, the
 * title and text (as text), up to six pictures, a poll, then 点赞 and the reply count. The card opens
 * the item's page.
 */
export const FeedCard = memo(function FeedCard({ item }: { item: FeedItem }) {
  const kind = KIND_LABELS[item.kind];
  return (
    <article className="sns-card" data-testid="sns-card" data-id={item.id}>
      <Link className="sns-card__link" to={itemHref(item)} data-testid="sns-card-link">
        <AuthorLine author={item.author} at={item.createdAt} />
        <p className="sns-card__tags">
          {item.pinned && (
            <span className="sns-tag sns-tag--pin" data-testid="sns-pinned">
              置顶
            </span>
          )}
          {kind && <span className="sns-tag">{kind}</span>}
          {item.title && <strong className="sns-card__title">{item.title}</strong>}
        </p>
        {item.content && (
          <p className="sns-card__text" data-testid="sns-text">
            {item.content}
          </p>
        )}
        <PictureGrid pictures={item.pictures} />
      </Link>
      {item.poll && <PollView msgId={item.id} poll={item.poll} />}
      {isSocialItem(item) && (
        <footer className="sns-card__bar">
          <LikeButton item={item} />
          <Link className="sns-act" to={itemHref(item)} data-testid="sns-replies">
            💬 {item.replyCount > 0 ? countText(item.replyCount) : '回复'}
          </Link>
        </footer>
      )}
    </article>
  );
});
