import { Link } from 'react-router-dom';
import type { TipExpert } from '@contracts/matchcenter';
import type { SearchLeague, SearchMatch, SearchPlan, SearchPost } from '@contracts/search';
import { EXPERT_INITIAL, hitRateText, recordText, REFUND_IF_LOST_LABEL } from '@entities/expert';
import { beijingDateTime, beijingStamp } from '@domain/time';
import { hrefFor } from '@shared/routes';
import { Avatar } from '@shared/ui';
import { leagueHref, matchHref } from './rules';

// One row per hit, each a link into the page that shows it. Names are the server's text, rendered
// as text.

export function MatchHit({ match }: { match: SearchMatch }) {
  return (
    <Link className="hs-hit" to={matchHref(match)} data-testid="hit-match">
      <span className="hs-hit__main">
        {match.homeName} <small>vs</small> {match.awayName}
      </span>
      <small className="hs-hit__aside">
        {match.leagueName} · {beijingDateTime(match.matchTime)}
      </small>
    </Link>
  );
}

export function ExpertHit({ expert }: { expert: TipExpert }) {
  const record = [recordText(expert.recentWins, expert.recentTotal), hitRateText(expert.hitRate)]
    .filter((t) => t !== null)
    .join(' ');
  return (
    <Link
      className="hs-hit"
      to={hrefFor('public/expertHome', { expertId: expert.id })}
      data-testid="hit-expert"
    >
      <Avatar
        icon={expert.icon}
        name={expert.nickname}
        fallback={EXPERT_INITIAL}
        className="hs-hit__avatar"
      />
      <span className="hs-hit__main">{expert.nickname}</span>
      <small className="hs-hit__aside">{record || '暂无战绩'}</small>
    </Link>
  );
}

export function PlanHit({ plan }: { plan: SearchPlan }) {
  return (
    <Link
      className="hs-hit hs-hit--plan"
      to={hrefFor('plan', { id: plan.id })}
      data-testid="hit-plan"
    >
      <span className="hs-hit__main">{plan.title}</span>
      <small className="hs-hit__aside">
        {plan.expertNickname} · {plan.match.homeName} vs {plan.match.awayName}
        {plan.refundIfLost ? ` · ${REFUND_IF_LOST_LABEL}` : ''}
        {' · '}
        {plan.price > 0 ? `${plan.price}金币` : '免费'}
      </small>
    </Link>
  );
}

/** A post of the circles: its title (else its author's), the text around the word, where and when. */
export function PostHit({ post }: { post: SearchPost }) {
  return (
    <Link
      className="hs-hit hs-hit--plan"
      to={hrefFor('sns/detail', { id: post.id })}
      data-testid="hit-post"
    >
      {post.title && <span className="hs-hit__main">{post.title}</span>}
      <span className="hs-hit__snippet">{post.snippet}</span>
      <small className="hs-hit__aside">
        {post.authorName}
        {post.circleName ? ` · ${post.circleName}` : ''} · {beijingStamp(post.createdAt)}
        {` · 赞 ${post.likeCount} · 回复 ${post.replyCount}`}
      </small>
    </Link>
  );
}

export function LeagueHit({ league }: { league: SearchLeague }) {
  return (
    <Link className="hs-hit" to={leagueHref(league)} data-testid="hit-league">
      <span className="hs-hit__mark" style={{ background: league.color }} aria-hidden="true">
        {league.shortName.slice(0, 1)}
      </span>
      <span className="hs-hit__main">{league.name}</span>
      <small className="hs-hit__aside">
        {league.sport === 2 ? '篮球' : '足球'} · {league.country}
      </small>
    </Link>
  );
}
