import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { SNS_REFUSAL_CODES, type SnsReply } from '@contracts/social';
import { isApiError } from '@shared/http';
import { showToast } from '@shared/overlays';
import { PagedSection, pagedPlaceholder, usePagedList, type PagedListView } from '@shared/paging';
import { hrefFor } from '@shared/routes';
import { EmptyState, PageHeader, Skeleton } from '@shared/ui';
import { AuthorLine, idParam, ReplyBox } from '@features/social/parts';
import { fetchReplayComment } from './api';
import { CommentTools, useCommentActions } from './commentActions';
import './articles.css';

const NOT_FOUND = '评论不存在或已被删除';

interface Head {
  replay: { id: number; title: string; circleId: number };
  comment: SnsReply;
}

function Thread({ commentId }: { commentId: number }) {
  const [head, setHead] = useState<Head | null>(null);
  const pages = usePagedList<SnsReply, number>(
    () => ({
      first: 1,
      keyOf: (reply) => reply.id,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchReplayComment(commentId, pageNo, signal);
        setHead({ replay: page.replay, comment: page.comment });
        return { items: page.replies.list, next: page.replies.hasMore ? pageNo + 1 : null };
      },
    }),
    [commentId],
  );
  if (!head) {
    if (pages.status !== 'error') return <Skeleton rows={3} />;
    if (isApiError(pages.error) && pages.error.code === SNS_REFUSAL_CODES.replyNotFound)
      return <EmptyState text={NOT_FOUND} testId="comment-not-found" />;
    return pagedPlaceholder(pages, 'comment-detail', NOT_FOUND);
  }
  return <ThreadView head={head} pages={pages} />;
}

function ThreadView({ head, pages }: { head: Head; pages: PagedListView<SnsReply, number> }) {
  const { comment, replay } = head;
  const actions = useCommentActions(replay.id, replay.circleId);
  const [sent, setSent] = useState<SnsReply[]>([]);
  // Cleared (×), the box comments on the replay itself; the thread shows only answers to this one.
  const [answering, setAnswering] = useState(true);
  if (actions.gone.has(comment.id))
    return <EmptyState text="评论已删除" testId="comment-deleted" />;
  const listed = new Set(pages.items.map((r) => r.id));
  const shown = [...pages.items, ...sent.filter((r) => !listed.has(r.id))].filter(
    (r) => !actions.gone.has(r.id),
  );
  return (
    <>
      <div className="replay-comment-root" data-testid="comment-root">
        <AuthorLine author={comment.author} at={comment.createdAt} />
        <p className="sns-reply__text" data-testid="comment-root-content">
          {comment.content}
        </p>
        <div className="sns-reply__tools">
          <CommentTools comment={comment} actions={actions} />
        </div>
        <Link to={hrefFor('expert-replay', { id: replay.id })} data-testid="comment-replay">
          原复盘：{replay.title}
        </Link>
      </div>
      <section className="sns-replies" aria-label="回复">
        <h2 className="sns-replies__title">全部回复</h2>
        {shown.length === 0 ? (
          pagedPlaceholder(pages, 'comment-replies', '还没有回复，快来抢沙发')
        ) : (
          <PagedSection pages={pages} pull={false} moreTestId="comment-replies-more">
            <ul className="sns-replies__list">
              {shown.map((reply) => (
                <li key={reply.id} className="sns-reply" data-testid="comment-reply">
                  <AuthorLine author={reply.author} at={reply.createdAt} />
                  <p className="sns-reply__text" data-testid="comment-reply-content">
                    {reply.content}
                  </p>
                  <div className="sns-reply__tools">
                    <CommentTools comment={reply} actions={actions} />
                  </div>
                </li>
              ))}
            </ul>
          </PagedSection>
        )}
      </section>
      <ReplyBox
        msgId={replay.id}
        replyTo={answering ? { id: comment.id, nickName: comment.author.nickName } : null}
        blockedText={null}
        autoFocus={false}
        onClearReplyTo={() => setAnswering(false)}
        onSent={(reply) => {
          if (reply.replyTo?.id === comment.id) setSent((all) => [...all, reply]);
          else void showToast('评论已发布');
          setAnswering(true);
        }}
      />
      {actions.sheet}
    </>
  );
}

/**
 * 评论详情 (`expert-replay/comment-detail/{id}`): one comment of a replay, the replies answering it
 * (oldest first, paged), a link back to the replay, and the reply box answering the comment (a
 * visitor is asked to log in); 举报 and 删除 on the comment and on each reply, as on a post.
 */
export default function CommentDetailPage() {
  const commentId = idParam(useParams().id);
  return (
    <div className="page sns-page sns-detail-page" data-testid="comment-detail-page">
      <PageHeader title="评论详情" />
      {commentId === null ? (
        <EmptyState text={NOT_FOUND} testId="comment-not-found" />
      ) : (
        <Thread commentId={commentId} />
      )}
    </div>
  );
}
