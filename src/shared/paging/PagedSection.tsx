import type { ReactNode } from 'react';
import { PageFooter } from './PageFooter';
import { PullToRefresh } from './PullToRefresh';
import type { PagedListView } from './usePagedList';

/** What a paged section reads of its list: a `usePagedList` view, or one extending it. */
export type PagedSectionPages = Pick<
  PagedListView<unknown, unknown>,
  | 'items'
  | 'hasMore'
  | 'loadingMore'
  | 'moreError'
  | 'loadMore'
  | 'retry'
  | 'refreshing'
  | 'refresh'
>;

/**
 * The one way a paged list that is not virtualized renders its body (a virtualized one uses
 * `PAGED_LIST_COMPONENTS`): pull to refresh under the window's scroll, a <section> with the rows,
 * and the one footer (加载中… / 点击重试 / 没有更多了). Each screen keeps its own first-page states
 * (skeleton, error, empty), which differ per list: it returns them before this, or — when its pull
 * covers them too — hands them over as `placeholder`, shown while there are no rows.
 */
export function PagedSection({
  pages,
  className,
  testId,
  moreTestId,
  pull = true,
  placeholder,
  children,
}: {
  pages: PagedSectionPages;
  className?: string;
  testId?: string;
  /** The footer's test id (`page-footer` when not given). */
  moreTestId?: string;
  /**
   * False for a list inside a screen that owns the pull (the plan page's notes, the expert home's
   * plans) or has none: only the section and its footer, as a pull inside a pull would fire twice.
   */
  pull?: boolean;
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  const body =
    placeholder !== undefined && pages.items.length === 0 ? (
      placeholder
    ) : (
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
    );
  if (!pull) return body;
  return (
    <PullToRefresh
      getScroller={() => document.scrollingElement as HTMLElement | null}
      refreshing={pages.refreshing}
      onRefresh={() => void pages.refresh()}
    >
      {body}
    </PullToRefresh>
  );
}
