import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { ReplayDetail } from '@contracts/expertReplays';
import { SNS_REFUSAL_CODES, type SnsReply } from '@contracts/social';
import { isApiError } from '@shared/http';
import { useResource } from '@shared/resource';
import { hrefFor } from '@shared/routes';
import { Avatar, EmptyState, Loaded, PageHeader } from '@shared/ui';
import { AuthorLine, countText, idParam, ReplyBox } from '@features/social/parts';
import { ReplayComments } from './ReplayComments';
import { ReplayLike } from './ReplayLike';
import { replayResource } from './resources';
import { planResultText } from './rules';
import './articles.css';

const NOT_FOUND = '复盘不存在或已被删除';

function Replay({ replay }: { replay: ReplayDetail }) {
  const [sent, setSent] = useState<SnsReply[]>([]);
  const { expert, plan } = replay;
  return (
    <>
      <article className="sns-post" data-testid="replay">
        <Link
          className="sns-expert-card"
          to={hrefFor('public/expertHome', { expertId: expert.id })}
          data-testid="replay-expert"
        >
          <Avatar
            icon={expert.icon}
            name={expert.nickname}
            fallback="专"
            className="sns-author__icon"
          />
          <strong>{expert.nickname}</strong>
          <span className="sns-expert-card__go">查看主页 ›</span>
        </Link>
        <AuthorLine
          author={{
            userId: null,
            nickName: expert.nickname,
            icon: expert.icon,
            expertId: expert.id,
          }}
          at={replay.createdAt}
        />
        <h2 className="sns-post__title">{replay.title}</h2>
        <Link
          className="replay-plan"
          to={hrefFor('plan-detail', { id: plan.id })}
          data-testid="replay-plan"
        >
          <span className="replay-plan__label">复盘方案</span>
          <span className="replay-plan__title">{plan.title}</span>
          <span className="replay-plan__match">{plan.matchName}</span>
          <span
            className={`replay-plan__result replay-plan__result--${plan.result}`}
            data-testid="replay-plan-result"
          >
            {planResultText(plan.result)}
          </span>
        </Link>
        <p className="sns-post__text" data-testid="replay-text">
          {replay.content}
        </p>
        <footer className="sns-card__bar">
          <ReplayLike id={replay.id} initial={replay} />
          <span className="sns-act" data-testid="replay-comment-count">
            💬 {countText(replay.commentCount + sent.length)}
          </span>
        </footer>
      </article>
      <ReplayComments replayId={replay.id} circleId={replay.circleId} sent={sent} />
      <ReplyBox
        msgId={replay.id}
        replyTo={null}
        blockedText={null}
        autoFocus={false}
        onClearReplyTo={() => undefined}
        onSent={(comment) => setSent((all) => [...all, comment])}
      />
    </>
  );
}

function ReplayView({ id }: { id: number }) {
  const view = useResource(replayResource, id);
  if (isApiError(view.error) && view.error.code === SNS_REFUSAL_CODES.notFound && !view.data)
    return <EmptyState text={NOT_FOUND} testId="replay-not-found" />;
  return (
    <Loaded view={view} testId="replay-detail">
      {(replay) => <Replay replay={replay} />}
    </Loaded>
  );
}

/**
 * 专家复盘 (`expert-replay/{id}`, and `expertReplayDetail?id=` — the same screen under the spec's
 * other name): the expert (their home opens from the card), the plan it reviews with its result
 * (the plan opens from it), the text as text, 点赞 (once per fan, optimistic, rolled back on a
 * refusal), the comments — each opening its replies — and the comment box (a visitor is asked to
 * log in).
 */
export default function ReplayPage() {
  const [query] = useSearchParams();
  const id = idParam(useParams().id ?? query.get('id'));
  return (
    <div className="page sns-page sns-detail-page" data-testid="replay-page">
      <PageHeader title="专家复盘" />
      {id === null ? (
        <EmptyState text={NOT_FOUND} testId="replay-not-found" />
      ) : (
        <ReplayView id={id} />
      )}
    </div>
  );
}
