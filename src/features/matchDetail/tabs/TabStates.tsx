import type { ReactNode } from 'react';
import type { DetailJobView } from '../useDetailJob';

/** Loading, empty and error states shared by every tab of a match page. */

export function TabSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className="md-skeleton" data-testid="tab-skeleton" aria-busy="true" aria-label="加载中">
      {Array.from({ length: rows }, (_, i) => (
        <span className="md-skeleton__bar" key={i} />
      ))}
    </div>
  );
}

export function TabEmpty({ text }: { text: string }) {
  return (
    <div className="md-state" data-testid="tab-empty">
      <p>{text}</p>
    </div>
  );
}

export function TabError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="md-state" data-testid="tab-error" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        重新加载
      </button>
    </div>
  );
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
