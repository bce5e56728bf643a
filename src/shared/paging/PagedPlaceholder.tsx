import type { ReactNode } from 'react';
import { failureText } from '@shared/http';
import { EmptyState, ErrorState, Skeleton } from '@shared/ui';
import type { PagedListView } from './usePagedList';

/**
 * What a paged list shows while it has no rows: the first page's error with 重新加载, its
 * skeleton, or — loaded and empty — the empty text (or the screen's own empty state). `testId`
 * names them: `${testId}-error`, `-skeleton`, `-empty`.
 */
export function pagedPlaceholder(
  pages: Pick<PagedListView<unknown, unknown>, 'status' | 'error' | 'retry'>,
  testId: string,
  empty: string | ReactNode,
  skeletonRows = 4,
): ReactNode {
  if (pages.status === 'error')
    return (
      <ErrorState
        message={failureText(pages.error)}
        onRetry={pages.retry}
        testId={`${testId}-error`}
      />
    );
  if (pages.status !== 'ready')
    return <Skeleton rows={skeletonRows} testId={`${testId}-skeleton`} />;
  return typeof empty === 'string' ? <EmptyState text={empty} testId={`${testId}-empty`} /> : empty;
}
