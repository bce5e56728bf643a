import { PageFooter } from './PageFooter';

/** What the footer of a virtualized paged list shows: the list's paging state and its actions. */
export interface PagedFooterContext {
  hasMore: boolean;
  loadingMore: boolean;
  /** Why the next page failed; null while nothing failed. */
  moreError: unknown;
  loadMore: () => void;
  retry: () => void;
  testId?: string;
}

// A module-level component: Virtuoso re-mounts a footer whose component type changes.
function PagedFooter({ context }: { context?: PagedFooterContext }) {
  if (!context) return null;
  return (
    <PageFooter
      hasMore={context.hasMore}
      loading={context.loadingMore}
      error={context.moreError}
      onLoadMore={context.loadMore}
      onRetry={context.retry}
      testId={context.testId}
    />
  );
}

/**
 * Virtuoso's `components` for every paged list: the one footer (加载中… / failure + 点击重试 /
 * 没有更多了), fed through Virtuoso's `context` with a `PagedFooterContext`.
 */
export const PAGED_LIST_COMPONENTS = { Footer: PagedFooter };
