import { Link } from 'react-router-dom';
import { EXPERT_INITIAL, percentText } from '@entities/expert';
import { hrefFor } from '@shared/routes';
import { Avatar } from '@shared/ui';
import { useResource } from '@shared/resource';
import { top10Resource } from './resources';
import type { BallFlag } from './rules';

/**
 * 热门专家: the ten best by return over 30 days, a strip across the hall. It is an extra: while it
 * loads, fails or is empty it takes no room (the ranking below says what went wrong, if anything).
 */
export function HotExperts({ qiuFlag }: { qiuFlag: BallFlag }) {
  const top = useResource(top10Resource, qiuFlag);
  if (!top.data?.length) return null;
  return (
    <section className="xp-hot" data-testid="hot-experts">
      <h2 className="xp-section-title">热门专家</h2>
      <div className="xp-hot__strip">
        {top.data.map((row) => (
          <Link
            key={row.expert.id}
            className="xp-hot__item"
            to={hrefFor('public/expertHome', { expertId: row.expert.id })}
            data-testid="hot-expert"
          >
            <Avatar
              icon={row.expert.icon}
              name={row.expert.nickname}
              fallback={EXPERT_INITIAL}
              className="xp-avatar"
            />
            <span className="xp-hot__name">{row.expert.nickname}</span>
            {row.period.returnRate !== null && (
              <span className="xp-hot__rate">{percentText(row.period.returnRate)}</span>
            )}
          </Link>
        ))}
      </div>
    </section>
  );
}
