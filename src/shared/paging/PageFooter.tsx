import { useEffect, useRef } from 'react';
import { failureText } from '../http/failureText';

/**
 * The foot of every paged list: 加载中… while the next page comes, the failure and 点击重试 when it
 * failed, 没有更多了 at the end, and otherwise 加载更多 — asked for by itself when it scrolls into
 * view (where the browser can tell), or by a tap. `data-state` says which, for tests.
 */
export function PageFooter({
  hasMore,
  loading,
  error,
  onLoadMore,
  onRetry,
  testId = 'page-footer',
}: {
  hasMore: boolean;
  loading: boolean;
  /** The next page's failure, or null. */
  error: unknown;
  onLoadMore: () => void;
  onRetry: () => void;
  testId?: string;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });
  // Loads by itself only while idle and healthy: after a failure the fan asks again by tapping.
  const armed = hasMore && !loading && error === null;
  useEffect(() => {
    const node = ref.current;
    if (!armed || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [armed]);

  if (error !== null && error !== undefined)
    return (
      <div className="ui-footer" data-testid={testId} data-state="error" role="alert">
        <span>{failureText(error)}</span>
        <button type="button" className="ui-footer__retry" onClick={onRetry}>
          点击重试
        </button>
      </div>
    );
  if (loading)
    return (
      <div className="ui-footer" data-testid={testId} data-state="loading" aria-busy="true">
        加载中…
      </div>
    );
  if (!hasMore)
    return (
      <div className="ui-footer ui-footer--end" data-testid={testId} data-state="end">
        没有更多了
      </div>
    );
  return (
    <button
      ref={ref}
      type="button"
      className="ui-footer ui-footer--more"
      data-testid={testId}
      data-state="more"
      onClick={onLoadMore}
    >
      加载更多
    </button>
  );
}
