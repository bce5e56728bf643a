import type { ReactNode } from 'react';
import { EmptyState, ErrorState, Skeleton } from '@shared/ui';
import type { DetailJobView } from '../useDetailJob';

/** Loading, empty and error states of every tab of a match page (the app's, with the tabs' test ids). */

export function TabSkeleton({ rows = 5 }: { rows?: number }) {
  return <Skeleton rows={rows} testId="tab-skeleton" />;
}

export function TabEmpty({ text }: { text: string }) {
  return <EmptyState text={text} testId="tab-empty" />;
}

export function TabError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <ErrorState message={message} onRetry={onRetry} testId="tab-error" />;
}

/**
 * One call's data through its states: skeleton first, the error with a retry when nothing came,
 * the empty text when the answer holds nothing, else `children(data)` — with a calm line above it
 * when a later ask failed (the last data stays visible).
 */
export function JobContent<T>({
  view,
  emptyText,
  isEmpty,
  children,
  skeletonRows,
}: {
  view: DetailJobView<T>;
  emptyText: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
  skeletonRows?: number;
}) {
  if (view.data === undefined) {
    if (view.error !== null) return <TabError message={view.error} onRetry={view.refresh} />;
    return <TabSkeleton rows={skeletonRows} />;
  }
  if (isEmpty?.(view.data)) return <TabEmpty text={emptyText} />;
  return (
    <>
      {view.error !== null && (
        <p className="md-stale" role="status">
          更新失败，显示的是上次的数据
        </p>
      )}
      {children(view.data)}
    </>
  );
}
