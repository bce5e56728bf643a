import { memo, useEffect, useState } from 'react';
import { after } from '@schedulers';
import { currentChannel, isFeatureVisible } from '@shared/channels';
import { serverNow } from '@shared/http';
import { isMatchOver, shakeOf } from './rules';
import { holdOnScreen, useRedPacketMatch } from './store';
import { holdRedPacketJobs } from './streams';
import './redPacket.css';

/** Whether this channel shows red packets at all (off in the shopping app and the push client). */
export function redPacketsShown(): boolean {
  return isFeatureVisible(currentChannel().channel, 'redPacket');
}

/**
 * A match's goal red packet (issue 9 item 2), on list rows and the match header: shown while the
 * match's packet is active and the match is not over (finished or abnormal: no rain can come); it
 * shakes while a goal is 1 to 5 minutes old, with the goal count on it. While on screen, its match
 * is checked every 10 s. `data-testid="red-packet"`.
 */
export const RedPacketBadge = memo(function RedPacketBadge({
  matchId,
  redStatus,
  matchStatus,
  sportType = 1,
}: {
  matchId: number;
  /** The match item's own flag, until the red-packet list says otherwise. */
  redStatus: number;
  /**
   * The match's status as the caller has it (the header's, from the live match store). Without
   * it, the red-packet list's own status of the match (checked every 10 s while on screen) decides.
   */
  matchStatus?: number;
  /** 1 football, 2 basketball: how to read the status codes. */
  sportType?: number;
}) {
  const shown = redPacketsShown();
  const match = useRedPacketMatch(matchId);
  // The caller's status is the live one (the live-score polls); the list's is checked every 10 s.
  const status = matchStatus ?? match?.matchStatus;
  const over = status !== undefined && isMatchOver(status, sportType);
  const active = (match?.redStatus ?? redStatus) === 1 && !over;
  useEffect(() => {
    if (!shown || !active) return;
    const release = holdOnScreen(matchId);
    const stop = holdRedPacketJobs();
    return () => {
      stop();
      release();
    };
  }, [shown, active, matchId]);
  // Re-read when the shake starts or stops: one timer, set to that moment.
  const [, setTick] = useState(0);
  const shake = shakeOf(match?.pointJson ?? {}, serverNow());
  const nextChangeAt = shake.nextChangeAt;
  useEffect(() => {
    if (nextChangeAt === null) return;
    return after(Math.max(0, nextChangeAt - serverNow()), () => setTick((n) => n + 1));
  }, [nextChangeAt]);
  if (!shown || !active) return null;
  const shaking = shake.value !== null;
  return (
    <span
      className={`rp-badge${shaking ? ' rp-badge--shaking' : ''}`}
      data-testid="red-packet"
      data-match-id={matchId}
      data-shaking={shaking ? 'true' : 'false'}
      data-shake-value={shake.value ?? undefined}
      role="img"
      aria-label={shaking ? `进球红包，第${shake.value}球` : '进球红包'}
      title="进球红包"
    >
      <svg viewBox="0 0 20 24" aria-hidden="true" className="rp-badge__icon">
        <rect x="1" y="1" width="18" height="22" rx="3" className="rp-badge__paper" />
        <path d="M1 7 Q10 13 19 7" fill="none" strokeWidth="1.6" className="rp-badge__flap" />
        <circle cx="10" cy="11" r="3.2" className="rp-badge__seal" />
      </svg>
      {shaking && <span className="rp-badge__count">{shake.value}</span>}
    </span>
  );
});
