import { Link } from 'react-router-dom';
import { hrefFor } from '@shared/routes';
import { useResource } from '@shared/resource';
import { PlanCard } from '../cards/PlanCard';
import { latestPlansResource } from './resources';
import { HotExperts } from './HotExperts';
import './lists.css';

/** How many plans the home tab shows: a taste, the 方案 tab has the rest. */
export const HOME_PLAN_COUNT = 3;

function LatestPlans() {
  const page = useResource(latestPlansResource, '1');
  const plans = page.data?.list.slice(0, HOME_PLAN_COUNT) ?? [];
  // A side dish of the home tab: while loading, failed or empty it takes no room.
  if (plans.length === 0) return null;
  return (
    <div className="pl-home__plans" data-testid="home-plans">
      <div className="pl-hot__head">
        <h2 className="pl-hot__title">最新方案</h2>
        <Link className="pl-hot__more" to={hrefFor('tabs/plan')} data-testid="home-plan-more">
          更多方案 ›
        </Link>
      </div>
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </div>
  );
}

/**
 * 专家推荐 on the home tab (issue 19 §2; docs/decisions/plan-lists.md): the football hot experts and
 * the newest football plans on sale, with 更多方案 to the 方案 tab. It is its own chunk, loaded when the
 * reader scrolls near it, so it costs the home route's first load nothing.
 */
export default function HomePlanBlock() {
  return (
    <section className="pl-home" aria-label="专家推荐" data-testid="home-plan-block">
      <HotExperts qiuFlag="1" />
      <LatestPlans />
    </section>
  );
}
