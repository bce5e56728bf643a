import { useEffect, useRef } from 'react';

/**
 * The foot of the list: "加载更多" (asked by itself when it scrolls into view, where the browser can
 * tell), a spinner line while asking, a retry after a failure, and "没有更多了" at the end.
 */
export function LoadMore({
  hasMore,
  loading,
  error,
  onLoad,
}: {
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  onLoad: () => void;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const latest = useRef(onLoad);
  useEffect(() => {
    latest.current = onLoad;
  });
  // Auto-load only while idle and healthy: after a failure the fan asks again by tapping.
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

  if (!hasMore) return <p className="mdt-more mdt-more--end">没有更多了</p>;
  return (
    <button
      ref={ref}
      type="button"
      className="mdt-more"
      onClick={onLoad}
      disabled={loading}
      data-testid="tips-more"
    >
      {loading ? '加载中…' : error ? `${error}，点击重试` : '加载更多'}
    </button>
  );
}
