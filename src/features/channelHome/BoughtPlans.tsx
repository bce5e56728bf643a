import { Link } from 'react-router-dom';
import type { PlanPage } from '@contracts/plans';
import { date2 } from '@shared/format';
import { useResource } from '@shared/resource';
import { hrefFor } from '@shared/routes';
import { Loaded } from '@shared/ui';
import { boughtPlansResource } from './resources';
import { priceText } from './rules';

/** How many bought plans the user centre lists: the newest; 已购方案 has them all. */
export const BOUGHT_PLAN_COUNT = 3;

function PlanRows({ page, unit }: { page: PlanPage; unit: string }) {
  const plans = page.list.slice(0, BOUGHT_PLAN_COUNT);
  if (plans.length === 0)
    return (
      <p className="ch-empty" data-testid="bought-empty">
        还没有购买过方案
      </p>
    );
  return (
    <ul className="ch-uc__plans">
      {plans.map((plan) => (
        <li key={plan.id}>
          <Link
            className="ch-uc__plan"
            to={hrefFor('plan', { id: plan.id })}
            data-testid="bought-plan"
          >
            <span>{plan.title}</span>
            <span className="ch-uc__plan-meta">
              <span>
                {plan.match.homeName} VS {plan.match.awayName}
              </span>
              <span>{date2(plan.match.matchTime, 'MM-dd HH:mm')}</span>
              <span data-testid="bought-plan-price">{priceText(plan.price, unit)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** 我的订单: the newest plans the fan bought, prices in the channel's word. */
export function BoughtPlans({ userId, unit }: { userId: number; unit: string }) {
  const view = useResource(boughtPlansResource, userId);
  return (
    <section className="ch-section" aria-labelledby="ch-bought-title" data-testid="bought-plans">
      <h2 className="ch-section__title" id="ch-bought-title">
        我的订单
        <Link to={hrefFor('my-look-plan', { tab: 'all' })} className="ch-section__more">
          全部 ›
        </Link>
      </h2>
      <Loaded view={view} rows={2} testId="bought">
        {(page) => <PlanRows page={page} unit={unit} />}
      </Loaded>
    </section>
  );
}
