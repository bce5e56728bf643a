import { useLiveStatus } from '@features/matches';

/** Loading skeleton, the error state and the notice line of the home tab. */

export function HomeSkeleton() {
  return (
    <div
      className="home-skeleton"
      data-testid="home-skeleton"
      role="progressbar"
      aria-busy="true"
      aria-label="加载中"
    >
      <div className="home-skeleton__strip">
        {[0, 1, 2].map((i) => (
          <span key={i} className="home-skeleton__card" />
        ))}
      </div>
      {[0, 1, 2, 3].map((i) => (
        <span key={i} className="home-skeleton__row" />
      ))}
    </div>
  );
}

export function HomeError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="home-error" role="alert" data-testid="home-error">
      <p>{message}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        重新加载
      </button>
    </div>
  );
}

/**
 * The calm line above the home's sections: offline, the lists' warning (the live status the match
 * lists' indicator reads: the poll paused by the network, or the browser offline), since neither the
 * scores nor the home answer can come; else, after a failed refresh, that the matches are older.
 * Its own component: the live status is re-read every second, and only this line re-renders.
 */
export function HomeNotice({ failed }: { failed: boolean }) {
  const { offline } = useLiveStatus('football');
  if (offline)
    return (
      <p className="home-stale" role="status" data-testid="home-offline">
        网络已断开，比分暂停更新
      </p>
    );
  if (!failed) return null;
  return (
    <p className="home-stale" role="status" data-testid="home-stale">
      更新失败，显示的是之前的数据，下拉可重试
    </p>
  );
}
