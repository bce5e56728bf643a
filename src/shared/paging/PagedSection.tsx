import type { ReactNode } from 'react';
import { PageFooter } from './PageFooter';
import { PullToRefresh } from './PullToRefresh';
import type { PagedListView } from './usePagedList';

/**
 * The body of a paged list under the window's scroll, once its first page is in: pull to refresh,
 * the rows, and the paged footer (加载中… / 点击重试 / 没有更多了). Each screen keeps its own
 * first-page states (skeleton, error, empty), which differ per list.
 */
export function PagedSection<Item, Cursor>({
  pages,
  className,
  testId,
  moreTestId,
  children,
}: {
  pages: PagedListView<Item, Cursor>;
  className: string;
  testId: string;
  moreTestId: string;
  children: ReactNode;
}) {
  return (
    <PullToRefresh
      getScroller={() => document.scrollingElement as HTMLElement | null}
      refreshing={pages.refreshing}
      onRefresh={() => void pages.refresh()}
    >
      <section className={className} data-testid={testId}>
        {children}
        <PageFooter
          hasMore={pages.hasMore}
          loading={pages.loadingMore}
          error={pages.moreError}
          onLoadMore={pages.loadMore}
          onRetry={pages.retry}
          testId={moreTestId}
        />
      </section>
    </PullToRefresh>
  );
}
