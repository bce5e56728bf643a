import { useRef, useState, type ReactNode } from 'react';
import './pullToRefresh.css';

/** Pull this far (after damping) and let go to refresh. */
export const PULL_THRESHOLD_PX = 60;
const MAX_PULL_PX = 90;

/**
 * Pull to refresh for a list whose scroller is `getScroller()`: a pull down while the list is at the
 * top shows "下拉刷新", past the threshold "释放刷新", and letting go calls `onRefresh`.
 */
export function PullToRefresh({
  getScroller,
  refreshing,
  onRefresh,
  children,
}: {
  getScroller: () => HTMLElement | null;
  refreshing: boolean;
  onRefresh: () => void;
  children: ReactNode;
}) {
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const atTop = () => (getScroller()?.scrollTop ?? 0) <= 0;
  const shown = refreshing ? PULL_THRESHOLD_PX * 0.7 : pull;
  return (
    <div
      className="ptr"
      data-testid="pull-to-refresh"
      onTouchStart={(event) => {
        start.current = atTop() && !refreshing ? (event.touches[0]?.clientY ?? null) : null;
      }}
      onTouchMove={(event) => {
        if (start.current === null) return;
        const dy = (event.touches[0]?.clientY ?? start.current) - start.current;
        // Damped: the list follows the finger at half speed, up to a limit.
        setPull(dy > 0 && atTop() ? Math.min(MAX_PULL_PX, dy / 2) : 0);
      }}
      onTouchEnd={() => {
        if (start.current !== null && pull >= PULL_THRESHOLD_PX) onRefresh();
        start.current = null;
        setPull(0);
      }}
    >
      <div
        className="ptr__hint"
        style={{ height: shown }}
        aria-live="polite"
        data-testid="pull-hint"
      >
        {refreshing
          ? '刷新中…'
          : pull >= PULL_THRESHOLD_PX
            ? '释放刷新'
            : pull > 0
              ? '下拉刷新'
              : ''}
      </div>
      {children}
    </div>
  );
}
