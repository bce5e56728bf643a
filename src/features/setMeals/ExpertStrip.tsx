import { Link } from 'react-router-dom';
import { EXPERT_INITIAL, recordText } from '@entities/expert';
import { useResource } from '@shared/resource';
import { hrefFor } from '@shared/routes';
import { Avatar } from '@shared/ui';
import { setMealExpertsResource } from './resources';

/**
 * 推荐专家: the experts whose readings a package buys — picture (the first character when it fails),
 * nickname and record; a tap opens the expert's home. Nothing while loading or when there are none.
 */
export function ExpertStrip() {
  const experts = useResource(setMealExpertsResource);
  if (!experts.data?.length) return null;
  return (
    <section className="sm-experts" aria-label="推荐专家" data-testid="set-meal-experts">
      {experts.data.map((expert) => (
        <Link
          key={expert.id}
          className="sm-expert"
          to={hrefFor('public/expertHome', { expertId: expert.id })}
          data-testid="set-meal-expert"
        >
          <Avatar
            icon={expert.icon}
            name={expert.nickname}
            fallback={EXPERT_INITIAL}
            className="sm-avatar"
            testId="set-meal-expert-avatar"
          />
          <span className="sm-expert__name">{expert.nickname}</span>
          <span className="sm-expert__record">
            {recordText(expert.recentWins, expert.recentTotal) ?? '暂无战绩'}
          </span>
        </Link>
      ))}
    </section>
  );
}
