import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { TipExpert } from '@contracts/matchcenter';
import { failureText } from '@shared/http';
import { PageFooter, PullToRefresh, usePagedList } from '@shared/paging';
import { hrefFor } from '@shared/routes';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { fetchFollowedPage } from './api';
import { Choices } from './Choices';
import { FollowedRow } from './FollowedRow';
import { ATTENTION_TABS, attentionTabOf } from './rules';
import './experts.css';

interface Followed {
  expert: TipExpert;
  followedAt: number;
}

const TAB_OPTIONS = ATTENTION_TABS.map((t) => ({ value: t.tab, label: t.label }));

function FollowedList() {
  const pages = usePagedList<Followed, number>(
    () => ({
      first: 1,
      keyOf: (item) => item.expert.id,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchFollowedPage(pageNo, signal);
        return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    [],
  );
  const { remove } = pages;
  const onUnfollowed = useCallback(
    (expertId: number) => remove((item) => item.expert.id === expertId),
    [remove],
  );
  if (pages.status === 'error')
    return (
      <ErrorState
        message={failureText(pages.error)}
        onRetry={pages.retry}
        testId="followed-error"
      />
    );
  if (pages.status !== 'ready') return <Skeleton rows={6} testId="followed-skeleton" />;
  if (pages.items.length === 0)
    return <EmptyState text="还没有关注的专家" testId="followed-empty" />;
  return (
    <PullToRefresh
      getScroller={() => document.scrollingElement as HTMLElement | null}
      refreshing={pages.refreshing}
      onRefresh={() => void pages.refresh()}
    >
      <section className="xp-list" data-testid="followed-list">
        {pages.items.map((item) => (
          <FollowedRow
            key={item.expert.id}
            expert={item.expert}
            followedAt={item.followedAt}
            onUnfollowed={onUnfollowed}
          />
        ))}
        <PageFooter
          hasMore={pages.hasMore}
          loading={pages.loadingMore}
          error={pages.moreError}
          onLoadMore={pages.loadMore}
          onRetry={pages.retry}
          testId="followed-more"
        />
      </section>
    </PullToRefresh>
  );
}

/**
 * 我的关注 (`myAttention/{tab}`, login only): other-all, the experts the fan follows, newest first,
 * each with 取消关注; me, the fan's own followers, which no call serves yet (the page says so).
 */
export default function MyAttentionPage() {
  const navigate = useNavigate();
  const tab = attentionTabOf(useParams().tab);
  return (
    <div className="page xp-page" data-testid="my-attention-page">
      <PageHeader title="我的关注" />
      <Choices
        options={TAB_OPTIONS}
        value={tab}
        onChange={(next) => void navigate(hrefFor('myAttention', { tab: next }), { replace: true })}
        label="关注"
        testId="attention-tab"
        look="tabs"
      />
      {tab === 'other-all' ? (
        <FollowedList />
      ) : (
        <EmptyState text="粉丝列表暂未开放" testId="fans-unavailable" />
      )}
    </div>
  );
}
