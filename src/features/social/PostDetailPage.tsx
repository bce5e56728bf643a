import { useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { SNS_REFUSAL_CODES, type SnsDetail, type SnsReply } from '@contracts/social';
import type { FoulType } from '@contracts/socialActions';
import { isApiError } from '@shared/http';
import { PagedSection, pagedPlaceholder, usePagedList } from '@shared/paging';
import { useResource } from '@shared/resource';
import { useLoggedIn } from '@shared/session';
import { EmptyState, Loaded, PageHeader } from '@shared/ui';
import { block, gag, loggedInOrAsk, pin, remove, report } from './actions';
import { fetchReplyPage } from './api';
import { AuthorLine } from './FeedCard';
import { GagSheet } from './GagSheet';
import { LikeButton } from './LikeButton';
import { PictureGrid } from './PictureGrid';
import { PollView } from './PollView';
import { PostTools } from './PostTools';
import { ReplyBox } from './ReplyBox';
import { ReplyItem } from './ReplyItem';
import { ReportSheet } from './ReportSheet';
import { detailResource, memberStatusResource } from './resources';
import { countText, idParam, KIND_LABELS, moderates, writeBlockText } from './rules';
import { SnsGate } from './SnsGate';
import './social.css';

type Sheet = { kind: 'report'; replyId?: number } | { kind: 'gag' } | null;

function Replies({
  msgId,
  sent,
  canDeleteAll,
  onReply,
  onReport,
}: {
  msgId: number;
  sent: readonly SnsReply[];
  canDeleteAll: boolean;
  onReply: (reply: SnsReply) => void;
  onReport: (reply: SnsReply) => void;
}) {
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set());
  const pages = usePagedList<SnsReply, number>(
    () => ({
      first: 1,
      keyOf: (reply) => reply.id,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchReplyPage(msgId, pageNo, signal);
        return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    [msgId],
  );
  const listed = new Set(pages.items.map((r) => r.id));
  // The fan's own new replies show at once, after the ones loaded (the thread reads down).
  const shown = [...pages.items, ...sent.filter((r) => !listed.has(r.id))].filter(
    (r) => !gone.has(r.id),
  );
  const deleteReply = async (reply: SnsReply) => {
    if (await remove(msgId, reply.id)) setGone((g) => new Set(g).add(reply.id));
  };
  return (
    <section className="sns-replies" aria-label="回复">
      <h2 className="sns-replies__title">全部回复</h2>
      {shown.length === 0 ? (
        pagedPlaceholder(pages, 'sns-replies', '还没有回复，快来抢沙发')
      ) : (
        <PagedSection pages={pages} pull={false} moreTestId="sns-replies-more">
          <ul className="sns-replies__list">
            {shown.map((reply) => (
              <ReplyItem
                key={reply.id}
                reply={reply}
                canDelete={reply.own || canDeleteAll}
                onReply={() => onReply(reply)}
                onReport={() => onReport(reply)}
                onDelete={() => void deleteReply(reply)}
              />
            ))}
          </ul>
        </PagedSection>
      )}
    </section>
  );
}

function Post({
  detail,
  autoFocus,
  lead,
}: {
  detail: SnsDetail;
  autoFocus: boolean;
  lead?: ReactNode;
}) {
  const { item } = detail;
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const status = useResource(memberStatusResource, item.circleId, { enabled: loggedIn });
  const view = useResource(detailResource, item.id);
  const moderator = moderates(status.data, item.circleId);
  const [sheet, setSheet] = useState<Sheet>(null);
  const [deleted, setDeleted] = useState(false);
  const [replyTo, setReplyTo] = useState<{ id: number; nickName: string } | null>(null);
  const [sent, setSent] = useState<SnsReply[]>([]);

  if (deleted) return <EmptyState text="帖子已删除" testId="sns-detail-deleted" />;

  const asLoggedIn = (action: () => void) => () => {
    if (loggedInOrAsk()) action();
  };
  const onReport = async (foulType: FoulType, replyId?: number) => {
    setSheet(null);
    await report(item.id, foulType, replyId);
  };
  const kind = KIND_LABELS[item.kind];
  return (
    <>
      <article className="sns-post" data-testid="sns-post">
        {lead}
        <AuthorLine
          author={item.author}
          at={item.createdAt}
          extra={item.circleName ?? undefined}
          linked
        />
        <p className="sns-card__tags">
          {item.pinned && (
            <span className="sns-tag sns-tag--pin" data-testid="sns-pinned">
              置顶
            </span>
          )}
          {kind && <span className="sns-tag">{kind}</span>}
        </p>
        {item.title && <h2 className="sns-post__title">{item.title}</h2>}
        <p className="sns-post__text" data-testid="sns-text">
          {item.content}
        </p>
        <PictureGrid pictures={item.pictures} />
        {item.poll && <PollView msgId={item.id} poll={item.poll} />}
        <footer className="sns-card__bar">
          <LikeButton item={item} />
          <span className="sns-act" data-testid="sns-reply-count">
            💬 {countText(item.replyCount + sent.length)}
          </span>
        </footer>
        <PostTools
          detail={detail}
          moderator={moderator}
          onReport={asLoggedIn(() => setSheet({ kind: 'report' }))}
          onBlock={asLoggedIn(() => {
            if (item.author.userId === null) return;
            void block(item.author.userId, item.author.nickName).then(
              (done) => done && void navigate(-1),
            );
          })}
          onDelete={asLoggedIn(() => void remove(item.id).then((done) => done && setDeleted(true)))}
          onPin={asLoggedIn(
            () => void pin(item.id, !item.pinned).then((done) => done && view.reload()),
          )}
          onGag={asLoggedIn(() => setSheet({ kind: 'gag' }))}
        />
      </article>
      <Replies
        msgId={item.id}
        sent={sent}
        canDeleteAll={moderator}
        onReply={(reply) => setReplyTo({ id: reply.id, nickName: reply.author.nickName })}
        onReport={(reply) => {
          if (loggedInOrAsk()) setSheet({ kind: 'report', replyId: reply.id });
        }}
      />
      <ReplyBox
        msgId={item.id}
        replyTo={replyTo}
        blockedText={writeBlockText(status.data)}
        autoFocus={autoFocus}
        onClearReplyTo={() => setReplyTo(null)}
        onSent={(reply) => {
          setReplyTo(null);
          setSent((all) => [...all, reply]);
        }}
      />
      {sheet?.kind === 'report' && (
        <ReportSheet
          onPick={(foulType) => void onReport(foulType, sheet.replyId)}
          onClose={() => setSheet(null)}
        />
      )}
      {sheet?.kind === 'gag' && item.author.userId !== null && item.circleId !== null && (
        <GagSheet
          nickName={item.author.nickName}
          onClose={() => setSheet(null)}
          onConfirm={(days) => {
            setSheet(null);
            if (item.author.userId !== null && item.circleId !== null)
              void gag(
                { userId: item.author.userId, nickName: item.author.nickName },
                item.circleId,
                days,
              );
          }}
        />
      )}
    </>
  );
}

/**
 * An item whole with its replies and tools. The post page shows any kind; the expert article page
 * (ArticlePage) passes `kind` (another kind is not found there) and a `lead` drawn above the item.
 */
export function ItemDetail({
  msgId,
  autoFocus,
  kind,
  notFoundText = '帖子不存在或已被删除',
  lead,
}: {
  msgId: number;
  autoFocus: boolean;
  kind?: number;
  notFoundText?: string;
  lead?: (detail: SnsDetail) => ReactNode;
}) {
  const view = useResource(detailResource, msgId);
  const notFound =
    (isApiError(view.error) && view.error.code === SNS_REFUSAL_CODES.notFound && !view.data) ||
    (kind !== undefined && view.data !== undefined && view.data.item.kind !== kind);
  if (notFound) return <EmptyState text={notFoundText} testId="sns-detail-not-found" />;
  return (
    <Loaded view={view} testId="sns-detail">
      {(detail) => <Post detail={detail} autoFocus={autoFocus} lead={lead?.(detail)} />}
    </Loaded>
  );
}

/**
 * 帖子详情 (`sns/detail/{id}?reply=`): the post whole, its replies paged (oldest first), the reply box
 * (to the post or a reply; `?reply` opens it ready to type), 点赞, 举报 (the foul types), 拉黑 the
 * author; for a moderator of its circle 删除, 置顶 / 取消置顶 and 禁言 N 天 — each confirmed, each
 * answered with the server's word. A gagged or banned fan is told until when instead of the box.
 */
export default function PostDetailPage() {
  const msgId = idParam(useParams().id);
  const [query] = useSearchParams();
  const autoFocus = (query.get('reply') ?? '') !== '';
  return (
    <SnsGate title="帖子详情">
      <div className="page sns-page sns-detail-page" data-testid="sns-detail-page">
        <PageHeader title="帖子详情" />
        {msgId === null ? (
          <EmptyState text="帖子不存在或已被删除" testId="sns-detail-not-found" />
        ) : (
          <ItemDetail msgId={msgId} autoFocus={autoFocus} />
        )}
      </div>
    </SnsGate>
  );
}
