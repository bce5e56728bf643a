import { memo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { TipExpert } from '@contracts/matchcenter';
import { hitRateText, recordText } from '@entities/expert';
import { date2 } from '@shared/format';
import { hrefFor } from '@shared/routes';
import { changeFollow } from './changeFollow';
import { ExpertIdentity } from './ExpertIdentity';

/**
 * A followed expert: who, the record and since when, opening the expert home; 取消关注 beside it
 * (outside the link) unfollows, and the row leaves the list only when the server said so.
 */
export const FollowedRow = memo(function FollowedRow({
  expert,
  followedAt,
  onUnfollowed,
}: {
  expert: TipExpert;
  followedAt: number;
  onUnfollowed: (expertId: number) => void;
}) {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const unfollow = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const answer = await changeFollow(expert.id, false);
    inFlight.current = false;
    setBusy(false);
    if (answer && !answer.following) onUnfollowed(expert.id);
  };
  const record = [recordText(expert.recentWins, expert.recentTotal), hitRateText(expert.hitRate)]
    .filter((t) => t !== null)
    .join(' ');
  return (
    <div className="xp-row xp-followed" data-testid="followed-row" data-expert-id={expert.id}>
      <Link
        className="xp-followed__link"
        to={hrefFor('public/expertHome', { expertId: expert.id })}
      >
        <ExpertIdentity expert={expert}>
          <span className="xp-figures">
            <span>{record || '暂无战绩'}</span>
            <span>{date2(followedAt, 'yyyy-MM-dd')} 关注</span>
          </span>
        </ExpertIdentity>
      </Link>
      <button
        type="button"
        className="xp-follow is-on"
        aria-busy={busy}
        onClick={() => void unfollow()}
        data-testid="followed-unfollow"
      >
        取消关注
      </button>
    </div>
  );
});
