import { Virtuoso } from 'react-virtuoso';
import type { PlanCard as PlanCardData } from '@contracts/plans';
import { failureText } from '@shared/http';
import { PAGED_LIST_COMPONENTS, type PagedListView } from '@shared/paging';
import { EmptyState, ErrorState, Skeleton } from '@shared/ui';
import { PlanCard } from '../cards/PlanCard';

/** Cards rendered before Virtuoso has measured any: more than a phone screen holds. */
const FIRST_FRAME_ROWS = 6;

// Module-level: Virtuoso keeps a stable row renderer and key reader across renders.
const planKey = (_index: number, plan: PlanCardData) => plan.id;
const planRow = (_index: number, plan: PlanCardData) => <PlanCard plan={plan} />;

/**
 * A list of plan cards under the window's scroll: the first page's skeleton, error with 重新加载 and
 * empty text, then the cards, the next page asked as the reader reaches the end, and the one paged
 * footer (加载中… / 点击重试 / 没有更多了).
 */
export function PlanCardList({
  pages,
  emptyText,
}: {
  pages: PagedListView<PlanCardData, number>;
  emptyText: string;
}) {
  if (pages.status === 'error')
    return (
      <ErrorState message={failureText(pages.error)} onRetry={pages.retry} testId="plans-error" />
    );
  if (pages.status !== 'ready') return <Skeleton rows={6} testId="plans-skeleton" />;
  if (pages.items.length === 0) return <EmptyState text={emptyText} testId="plans-empty" />;
  return (
    <Virtuoso
      useWindowScroll
      data={pages.items}
      // Virtuoso's first frame has the footer right under an unmeasured first row, where the
      // footer's own observer sees it and asks for page 2 at once; rendering a screenful of rows
      // in that frame keeps the footer out of view until the reader gets there.
      initialItemCount={Math.min(pages.items.length, FIRST_FRAME_ROWS)}
      computeItemKey={planKey}
      itemContent={planRow}
      endReached={pages.loadMore}
      context={{
        hasMore: pages.hasMore,
        loadingMore: pages.loadingMore,
        moreError: pages.moreError,
        loadMore: pages.loadMore,
        retry: pages.retry,
        testId: 'plans-more',
      }}
      components={PAGED_LIST_COMPONENTS}
    />
  );
}
