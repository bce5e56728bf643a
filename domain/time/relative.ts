import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from './durations';

export interface RelativeTimeOptions {
  /** N秒前 instead of 刚刚 under a minute: for a freshness line, where seconds are the news. */
  seconds?: boolean;
}

/**
 * How long ago `at` was at `now`, as Chinese sports and community apps say it
 * (docs/decisions/relative-time.md): 刚刚 under a minute (or for a clock a little ahead), N分钟前
 * under an hour, N小时前 under a day. From a day on it is null: each caller writes the date its own
 * way (a tip's MM-dd HH:mm, a message's 昨天 HH:mm).
 */
export function relativeTime(
  at: number,
  now: number,
  options: RelativeTimeOptions = {},
): string | null {
  const ago = now - at;
  if (ago < MINUTE_MS)
    return options.seconds ? `${Math.max(0, Math.floor(ago / SECOND_MS))}秒前` : '刚刚';
  if (ago < HOUR_MS) return `${Math.floor(ago / MINUTE_MS)}分钟前`;
  if (ago < DAY_MS) return `${Math.floor(ago / HOUR_MS)}小时前`;
  return null;
}
