import { memo, type MouseEvent } from 'react';
import type { FollowSport } from './api';
import { followMatch } from './followMatch';
import { useFollowPending, useIsFollowed } from './useIsFollowed';
import './followButton.css';

export interface FollowButtonProps {
  matchId: number;
  sport: FollowSport;
}

/**
 * The star of a match row or header. Pressed = followed. A tap toggles through `followMatch`: the
 * star changes only when the server agrees, and taps while a call is in flight are ignored. The tap
 * does not reach the row behind it (which opens the match).
 */
export const FollowButton = memo(function FollowButton({ matchId, sport }: FollowButtonProps) {
  const followed = useIsFollowed(matchId);
  const pending = useFollowPending(matchId);
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (pending) return;
    void followMatch(matchId, sport, !followed);
  };
  return (
    <button
      type="button"
      className={`follow-button${followed ? ' follow-button--on' : ''}`}
      data-testid="follow-button"
      data-match-id={matchId}
      aria-pressed={followed}
      aria-busy={pending}
      aria-label={followed ? '取消关注' : '关注'}
      title={followed ? '取消关注' : '关注'}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
});
