import { Link, useParams } from 'react-router-dom';
import { FEED_KINDS, type SnsAuthor } from '@contracts/social';
import { FeedbackLink } from '@features/feedback';
import { hrefFor } from '@shared/routes';
import { Avatar, EmptyState, PageHeader } from '@shared/ui';
import { ItemDetail } from './PostDetailPage';
import { idParam } from './rules';
import './social.css';

const NOT_FOUND = '文章不存在或已被删除';

/** The expert behind an article, opening their home (an article with no expert shows none). */
function ExpertCard({ author }: { author: SnsAuthor }) {
  if (author.expertId === null) return null;
  return (
    <Link
      className="sns-expert-card"
      to={hrefFor('public/expertHome', { expertId: author.expertId })}
      data-testid="article-expert"
    >
      <Avatar
        icon={author.icon}
        name={author.nickName}
        fallback="专"
        className="sns-author__icon"
      />
      <strong>{author.nickName}</strong>
      <span className="sns-expert-card__go">查看主页 ›</span>
    </Link>
  );
}

/**
 * 专家文章 (`expert-article/{id}`): an expert's article (a circle item of kind 6) as the post page
 * shows an item — title, text as text, pictures and viewer, 点赞, replies, 举报 — under a card of its
 * expert. Any other kind under this address is not found. It is the expert's content, so it shows on
 * every channel, unlike the circles (docs/decisions/expert-articles-and-replays.md).
 */
export default function ArticlePage() {
  const msgId = idParam(useParams().id);
  return (
    <div className="page sns-page sns-detail-page" data-testid="expert-article-page">
      <PageHeader title="专家文章" />
      {msgId === null ? (
        <EmptyState text={NOT_FOUND} testId="sns-detail-not-found" />
      ) : (
        <>
          <ItemDetail
            msgId={msgId}
            autoFocus={false}
            kind={FEED_KINDS.article}
            notFoundText={NOT_FOUND}
            lead={(detail) => <ExpertCard author={detail.item.author} />}
          />
          <FeedbackLink subject={{ kind: 'article', id: msgId }} />
        </>
      )}
    </div>
  );
}
