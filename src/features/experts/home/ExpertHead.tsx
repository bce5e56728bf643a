import { Link } from 'react-router-dom';
import type { ExpertHome } from '@contracts/experts';
import { EXPERT_INITIAL } from '@entities/expert';
import { hrefFor } from '@shared/routes';
import { Avatar } from '@shared/ui';
import { isLabExpert } from '../rules';
import { useFollowExpert } from '../useFollowExpert';

/**
 * The follower count, opening TA的关注 on its 粉丝 tab, and 关注 its other tab (the share page's
 * count opens nothing: its reader is outside the app).
 */
function Counts({
  expertId,
  followers,
  share,
}: {
  expertId: number;
  followers: number;
  share?: boolean;
}) {
  if (share)
    return (
      <span className="xp-head__fans" data-testid="expert-followers">
        粉丝 {followers}
      </span>
    );
  return (
    <span className="xp-head__counts">
      <Link
        className="xp-head__fans"
        to={hrefFor('hisAttention', { expertId, tab: 'me' })}
        data-testid="expert-followers"
      >
        粉丝 {followers}
      </Link>
      <Link
        className="xp-head__fans"
        to={hrefFor('hisAttention', { expertId, tab: 'other' })}
        data-testid="expert-following"
      >
        关注
      </Link>
    </span>
  );
}

function FollowButton({ home }: { home: ExpertHome }) {
  const follow = useFollowExpert(home.expert.id, {
    following: home.following,
    followers: home.followers,
  });
  return (
    <>
      <Counts expertId={home.expert.id} followers={follow.followers} />
      <button
        type="button"
        className={`xp-follow${follow.following ? ' is-on' : ''}`}
        aria-pressed={follow.following}
        aria-busy={follow.busy}
        onClick={() => void follow.toggle()}
        data-testid="expert-follow"
      >
        {follow.following ? '已关注' : '+ 关注'}
      </button>
    </>
  );
}

/**
 * The head of the expert home: picture, nickname, level, 实验室 or 人气专家, the intro (the expert's
 * own words, as text), followers and the follow button — not on the share page, nor for the expert
 * themself, who only sees the count.
 */
export function ExpertHead({ home, share }: { home: ExpertHome; share: boolean }) {
  const { expert } = home;
  return (
    <section className="xp-head" data-testid="expert-head">
      <div className="xp-head__top">
        <Avatar
          icon={expert.icon}
          name={expert.nickname}
          fallback={EXPERT_INITIAL}
          className="xp-head__avatar"
          testId="expert-avatar"
        />
        <div className="xp-head__who">
          <h2 className="xp-head__name" data-testid="expert-name">
            {expert.nickname}
          </h2>
          <div className="xp-head__tags">
            {expert.levelName && <span className="xp-level">{expert.levelName}</span>}
            <span className="xp-head__kind" data-testid="expert-kind">
              {isLabExpert(expert) ? '实验室专家' : '人气专家'}
            </span>
          </div>
        </div>
        <div className="xp-head__follow">
          {share || home.own ? (
            <Counts expertId={expert.id} followers={home.followers} share={share} />
          ) : (
            // A new answer (a refresh) that differs starts the button from it; the button's own changes
            // are the server's answers, so an equal answer has nothing to reset.
            <FollowButton key={`${home.following}:${home.followers}`} home={home} />
          )}
        </div>
      </div>
      {!share && !home.own && (
        <Link
          className="xp-head__push"
          to={hrefFor('expert-push/order', { expertId: expert.id })}
          data-testid="expert-push-link"
        >
          订阅推送：发布新方案时提醒我 ›
        </Link>
      )}
      {home.intro && (
        <p className="xp-head__intro" data-testid="expert-intro">
          {home.intro}
        </p>
      )}
    </section>
  );
}
