import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { AttentionRow as AttentionRowData } from '@contracts/expertAttention';
import { EXPERT_INITIAL } from '@entities/expert';
import { date2 } from '@shared/format';
import { hrefFor } from '@shared/routes';
import { Avatar } from '@shared/ui';
import { isLabExpert } from '../rules';
import { useFollowExpert } from '../useFollowExpert';

/** A fan's picture falls back to this character when their name is blank. */
const FAN_INITIAL = '球';

/** Follow or unfollow the row's expert; what it says changes only on the server's answer. */
function FollowToggle({ expertId, following }: { expertId: number; following: boolean }) {
  const follow = useFollowExpert(expertId, { following, followers: 0 });
  return (
    <button
      type="button"
      className={`xp-follow${follow.following ? ' is-on' : ''}`}
      aria-pressed={follow.following}
      aria-busy={follow.busy}
      onClick={() => void follow.toggle()}
      data-testid="attention-follow"
    >
      {follow.following ? '已关注' : '+ 关注'}
    </button>
  );
}

/**
 * One person of an attention list: picture, name, for an expert their level and 实验室, and the
 * day of the follow. An expert's row opens their home and has a follow button beside it (outside
 * the link; not on the viewer's own row); a fan who is no expert has no page to open.
 */
export const AttentionRow = memo(function AttentionRow({ row }: { row: AttentionRowData }) {
  const { expert } = row;
  const who = (
    <span className="xp-identity">
      <Avatar
        icon={row.icon}
        name={row.nickName}
        fallback={expert ? EXPERT_INITIAL : FAN_INITIAL}
        className="xp-avatar"
        testId="attention-avatar"
      />
      <span className="xp-identity__text">
        <span className="xp-identity__name">
          <span className="xp-identity__nick" data-testid="attention-name">
            {row.nickName}
          </span>
          {expert?.levelName && <span className="xp-level">{expert.levelName}</span>}
          {expert && isLabExpert(expert) && <span className="xp-lab">实验室</span>}
        </span>
        <span className="xp-figures">{date2(row.followedAt, 'yyyy-MM-dd')} 关注</span>
      </span>
    </span>
  );
  return (
    <div
      className="xp-row xp-followed"
      data-testid="attention-row"
      data-user-id={row.userId ?? undefined}
      data-expert-id={expert?.id}
    >
      {expert ? (
        <Link
          className="xp-followed__link"
          to={hrefFor('public/expertHome', { expertId: expert.id })}
        >
          {who}
        </Link>
      ) : (
        <span className="xp-followed__link">{who}</span>
      )}
      {expert && !row.own && (
        // A refresh that answers another state starts the button from it.
        <FollowToggle key={String(row.following)} expertId={expert.id} following={row.following} />
      )}
    </div>
  );
});
