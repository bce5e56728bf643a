import { Link } from 'react-router-dom';
import type { SnsReply } from '@contracts/social';
import { PagedSection, pagedPlaceholder, usePagedList } from '@shared/paging';
import { hrefFor } from '@shared/routes';
import { AuthorLine } from '@features/social/parts';
import { fetchReplayComments } from './api';
import { CommentTools, useCommentActions } from './commentActions';

/**
 * A replay's comments (expert/replay/information), oldest first, the fan's new ones after them; each
 * opens its own page (expert-replay/comment-detail/{id}) with the replies answering it, and has
 * 举报 and, for its writer or a moderator of the replay's circle, 删除.
 */
export function ReplayComments({
  replayId,
  circleId,
  sent,
}: {
  replayId: number;
  circleId: number;
  sent: readonly SnsReply[];
}) {
  const actions = useCommentActions(replayId, circleId);
  const pages = usePagedList<SnsReply, number>(
    () => ({
      first: 1,
      keyOf: (comment) => comment.id,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchReplayComments(replayId, pageNo, signal);
        return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    [replayId],
  );
  const listed = new Set(pages.items.map((c) => c.id));
  const shown = [...pages.items, ...sent.filter((c) => !listed.has(c.id))].filter(
    (c) => !actions.gone.has(c.id),
  );
  return (
    <section className="sns-replies" aria-label="评论">
      <h2 className="sns-replies__title">全部评论</h2>
      {shown.length === 0 ? (
        pagedPlaceholder(pages, 'replay-comments', '还没有评论，快来抢沙发')
      ) : (
        <PagedSection pages={pages} pull={false} moreTestId="replay-comments-more">
          <ul className="sns-replies__list">
            {shown.map((comment) => (
              <li key={comment.id} className="sns-reply" data-testid="replay-comment">
                <AuthorLine author={comment.author} at={comment.createdAt} />
                <p className="sns-reply__text" data-testid="replay-comment-content">
                  {comment.replyTo && (
                    <span className="sns-reply__to">回复 @{comment.replyTo.nickName}：</span>
                  )}
                  {comment.content}
                </p>
                <div className="sns-reply__tools">
                  <Link
                    to={hrefFor('expert-replay/comment-detail', { id: comment.id })}
                    data-testid="replay-comment-open"
                  >
                    查看回复
                  </Link>
                  <CommentTools comment={comment} actions={actions} />
                </div>
              </li>
            ))}
          </ul>
        </PagedSection>
      )}
      {actions.sheet}
    </section>
  );
}
