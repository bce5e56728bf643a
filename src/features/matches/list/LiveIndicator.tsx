import { DAY_MS, relativeTime, SECOND_MS } from '@domain/time';
import type { Sport } from '@entities/match';
import { useLiveStatus } from '../live';

/** How old the shown data is: 5秒前, 2分钟前, 1小时前 (and whole days should a tab sleep that long). */
export function agoText(seconds: number): string {
  const ms = seconds * SECOND_MS;
  return relativeTime(0, ms, { seconds: true }) ?? `${Math.floor(ms / DAY_MS)}天前`;
}

/**
 * "直播 · 实时更新" while live pushes keep the list current, "直播 · 5秒前更新" while it is polled, or a calm warning (the rows keep their last
 * data) when the device is offline or the updates keep failing. `watching`: the list shows matches
 * the live updates will keep current; until the first update it says "直播 · 连接中" in the same
 * place, so the rows do not move down when the updates start (nor when the app takes over the
 * list the server rendered, which draws this line too).
 */
export function LiveIndicator({ sport, watching }: { sport: Sport; watching: boolean }) {
  const status = useLiveStatus(sport);
  const connecting = (
    <div className="ml-live" data-testid="live-connecting">
      <span className="ml-live__dot" aria-hidden="true" />
      直播 · 连接中
    </div>
  );
  if (!status.active) return watching ? connecting : null;
  const ago = status.updatedAgoS === null ? '' : `，显示的是${agoText(status.updatedAgoS)}的数据`;
  if (status.offline)
    return (
      <div className="ml-live ml-live--warn" role="status" data-testid="live-warning">
        网络已断开，比分暂停更新{ago}
      </div>
    );
  if (status.failing)
    return (
      <div className="ml-live ml-live--warn" role="status" data-testid="live-warning">
        比分更新失败，正在重试{ago}
      </div>
    );
  if (status.paused) return null;
  // Live pushes keep every score current: nothing is "N s old".
  if (status.pushed)
    return (
      <div className="ml-live" data-testid="live-indicator">
        <span className="ml-live__dot" aria-hidden="true" />
        直播 · 实时更新
      </div>
    );
  if (status.updatedAgoS === null) return connecting;
  return (
    <div className="ml-live" data-testid="live-indicator">
      <span className="ml-live__dot" aria-hidden="true" />
      直播 · {agoText(status.updatedAgoS)}更新
    </div>
  );
}
