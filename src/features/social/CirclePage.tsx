import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { Circle, SnsTopic } from '@contracts/social';
import { showToast } from '@shared/overlays';
import { useResource } from '@shared/resource';
import { isLoggedIn, requireLogin, useLoggedIn } from '@shared/session';
import { EmptyState, Loaded, PageHeader } from '@shared/ui';
import { fetchFeedPage } from './api';
import { AuthorPosts } from './AuthorPosts';
import { Composer } from './Composer';
import { FeedList } from './FeedList';
import { topicHref } from './links';
import { circleResource, memberStatusResource } from './resources';
import { countText, idParam, writeBlockText } from './rules';
import { SnsGate } from './SnsGate';
import './social.css';
import { onRovingKeyDown, rovingTabIndex } from '@shared/a11y';

type Sort = 'new' | 'hot';
const SORTS: readonly { value: Sort; label: string }[] = [
  { value: 'new', label: '最新' },
  { value: 'hot', label: '热门' },
];

function CircleHeader({ circle, hotTopics }: { circle: Circle; hotTopics: readonly SnsTopic[] }) {
  return (
    <header className="sns-circle" data-testid="sns-circle-header">
      <h2 className="sns-circle__name">{circle.name}</h2>
      {circle.intro && <p className="sns-circle__intro">{circle.intro}</p>}
      <p className="sns-circle__counts">
        <span data-testid="sns-circle-members">成员 {countText(circle.memberCount)}</span>
        <span data-testid="sns-circle-posts">帖子 {countText(circle.postCount)}</span>
      </p>
      {hotTopics.length > 0 && (
        <ul className="sns-circle__topics" aria-label="热门话题">
          {hotTopics.map((topic) => (
            <li key={topic.msgId}>
              <Link to={topicHref(topic)} data-testid="sns-hot-topic">
                #{topic.title}#
              </Link>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}

function Circle({ circleId }: { circleId: number }) {
  const [sort, setSort] = useState<Sort>('new');
  const [composing, setComposing] = useState(false);
  const [round, setRound] = useState(0);
  const loggedIn = useLoggedIn();
  const view = useResource(circleResource, circleId);
  const status = useResource(memberStatusResource, circleId, { enabled: loggedIn });

  const openComposer = () => {
    if (!isLoggedIn()) return requireLogin();
    const blocked = writeBlockText(status.data);
    if (blocked) return void showToast(blocked);
    setComposing(true);
  };

  return (
    <Loaded view={view} testId="sns-circle">
      {({ circle, hotTopics }) =>
        composing ? (
          <Composer
            circleId={circle.id}
            circleName={circle.name}
            onClose={() => setComposing(false)}
            onPosted={() => {
              setComposing(false);
              setSort('new');
              setRound((r) => r + 1);
              view.reload();
            }}
          />
        ) : (
          <>
            <CircleHeader circle={circle} hotTopics={hotTopics} />
            <div className="sns-tabs" role="tablist" aria-label="排序" onKeyDown={onRovingKeyDown}>
              {SORTS.map((s, index) => (
                <button
                  key={s.value}
                  type="button"
                  role="tab"
                  aria-selected={s.value === sort}
                  tabIndex={rovingTabIndex(s.value === sort, index, true)}
                  className={`sns-tabs__tab${s.value === sort ? ' is-active' : ''}`}
                  data-testid={`sns-sort-${s.value}`}
                  onClick={() => setSort(s.value)}
                >
                  {s.label}
                </button>
              ))}
            </div>
            <FeedList
              fetchPage={(pageNo, signal) => fetchFeedPage(circleId, pageNo, sort, signal)}
              deps={[circleId, sort, round]}
              emptyText="圈子里还没有帖子，来发第一帖吧"
              testId="sns-feed"
            />
            <button
              type="button"
              className="sns-post-button"
              data-testid="sns-post-button"
              onClick={openComposer}
            >
              发帖
            </button>
          </>
        )
      }
    </Loaded>
  );
}

/**
 * What `sns/index/{id}` shows: a circle, or — id 0 with `?author={memberId}`, "every circle, one
 * member" — that member's items (我的动态 / TA的动态); anything else is no circle, asked for nothing.
 */
export type CirclePageMode =
  { mode: 'circle'; circleId: number } | { mode: 'author'; authorId: number } | { mode: 'none' };

export function circlePageMode(
  id: string | undefined,
  author: string | null | undefined,
): CirclePageMode {
  if (id === '0') {
    const authorId = idParam(author);
    return authorId === null ? { mode: 'none' } : { mode: 'author', authorId };
  }
  const circleId = idParam(id);
  return circleId === null ? { mode: 'none' } : { mode: 'circle', circleId };
}

/**
 * 圈子 (`sns/index/{id}`): the circle's name and counts, its hot topics, 最新 / 热门, the feed (pinned
 * first, paged, pull to refresh) and 发帖 behind login (a gagged or banned fan is told until when).
 * `sns/index/0?author={memberId}` is one member's items across the circles (AuthorPosts).
 */
export default function CirclePage() {
  const id = useParams().id;
  const [search] = useSearchParams();
  const view = circlePageMode(id, search.get('author'));
  return (
    <SnsGate title="圈子">
      <div className="page sns-page" data-testid="sns-circle-page">
        {view.mode === 'author' ? (
          <AuthorPosts authorId={view.authorId} />
        ) : (
          <>
            <PageHeader title="圈子" />
            {view.mode === 'circle' ? (
              <Circle circleId={view.circleId} />
            ) : (
              <EmptyState text="圈子不存在" testId="sns-circle-not-found" />
            )}
          </>
        )}
      </div>
    </SnsGate>
  );
}
