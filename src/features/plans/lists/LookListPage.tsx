import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Virtuoso } from 'react-virtuoso';
import { PLAN_NOT_FOUND } from '@contracts/plans';
import { date2 } from '@shared/format';
import { failureText } from '@shared/http';
import { KEYBOARD_REACH, PAGED_LIST_COMPONENTS, PullToRefresh, usePagedList } from '@shared/paging';
import { Avatar, EmptyState, ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { isPlanNotFound, planIdOf } from '../rules';
import { fetchLookListPage } from './api';
import './lists.css';

/** A buyer as the list shows them; `key` is made here, as the answer carries no id. */
interface Look {
  key: string;
  nickName: string;
  icon: string | null;
  at: number;
}

/** Rows rendered before Virtuoso has measured any: more than a phone screen holds. */
const FIRST_FRAME_ROWS = 14;

const lookKey = (_index: number, look: Look) => look.key;
const lookRow = (_index: number, look: Look) => (
  <div className="pl-look" data-testid="look-row">
    <Avatar icon={look.icon} name={look.nickName} fallback="球" className="pl-look__avatar" />
    <span className="pl-look__name">{look.nickName}</span>
    <span className="pl-look__time">{date2(look.at, 'yyyy-MM-dd HH:mm')}</span>
  </div>
);

function LookList({ planId }: { planId: number }) {
  const [lookCount, setLookCount] = useState<number | null>(null);
  const pages = usePagedList<Look, number>(
    () => ({
      first: 1,
      // The purchase id: a buyer arriving while pages load does not show twice.
      keyOf: (look) => look.key,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchLookListPage(planId, pageNo, signal);
        setLookCount(page.lookCount);
        const items = page.list.map((look) => ({ ...look, key: String(look.id) }));
        return { items, next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    [planId],
  );
  let body;
  if (pages.status === 'error')
    body = isPlanNotFound(pages.error) ? (
      <EmptyState text={PLAN_NOT_FOUND.msg} testId="look-not-found" />
    ) : (
      <ErrorState message={failureText(pages.error)} onRetry={pages.retry} testId="look-error" />
    );
  else if (pages.status !== 'ready') body = <Skeleton rows={8} testId="look-skeleton" />;
  else if (pages.items.length === 0) body = <EmptyState text="还没有人购买" testId="look-empty" />;
  else
    body = (
      <Virtuoso
        useWindowScroll
        data={pages.items}
        // As in WindowCardList: a screenful in the first frame keeps the footer from asking for page 2.
        initialItemCount={Math.min(pages.items.length, FIRST_FRAME_ROWS)}
        computeItemKey={lookKey}
        itemContent={lookRow}
        increaseViewportBy={KEYBOARD_REACH}
        endReached={pages.loadMore}
        context={{
          hasMore: pages.hasMore,
          loadingMore: pages.loadingMore,
          moreError: pages.moreError,
          loadMore: pages.loadMore,
          retry: pages.retry,
          testId: 'look-more',
        }}
        components={PAGED_LIST_COMPONENTS}
      />
    );
  return (
    <PullToRefresh
      getScroller={() => document.scrollingElement as HTMLElement | null}
      refreshing={pages.refreshing}
      onRefresh={() => void pages.refresh()}
    >
      {lookCount !== null && (
        <p className="pl-look-count" data-testid="look-count">
          共 <strong>{lookCount}</strong> 人购买
        </p>
      )}
      {body}
    </PullToRefresh>
  );
}

/**
 * 查看记录 (`plan/look-list/{planId}`): how many read the plan, then who bought it, newest first —
 * names masked by the server (球***), shown as text — with the time. A path id that is not a number
 * is no plan: no call is made for it.
 */
export default function LookListPage() {
  const planId = planIdOf(useParams().planId);
  return (
    <div className="page pl-page" data-testid="look-list-page">
      <PageHeader title="查看记录" />
      {planId === null ? (
        <EmptyState text={PLAN_NOT_FOUND.msg} testId="look-not-found" />
      ) : (
        <LookList key={planId} planId={planId} />
      )}
    </div>
  );
}
