import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { PlanCard } from '@contracts/plans';
import { date2 } from '@shared/format';
import { hrefFor } from '@shared/routes';
import { planPriceText, planResultText } from '../rules';
import { REFUND_IF_LOST_LABEL } from '@entities/expert';

/**
 * One of the expert's plans: the title (their own words, as text), the match and its kick-off, the
 * price, 不中退 and the result once settled; the row opens the plan.
 */
export const PlanRow = memo(function PlanRow({ plan, unit }: { plan: PlanCard; unit: string }) {
  const result = planResultText(plan.result);
  const { match } = plan;
  return (
    <Link
      className="xp-plan"
      to={hrefFor('plan', { id: plan.id })}
      data-testid="expert-plan"
      data-id={plan.id}
    >
      <p className="xp-plan__title" data-testid="expert-plan-title">
        {plan.title}
      </p>
      <p className="xp-plan__match">
        <span className="xp-plan__league">{match.leagueName}</span>
        <span>
          {match.homeName} VS {match.awayName}
        </span>
      </p>
      <div className="xp-plan__foot">
        <span>{date2(match.matchTime, 'MM-dd HH:mm')} 开赛</span>
        <span>{plan.lookCount}人已看</span>
        {plan.refundIfLost && <span className="xp-tag">{REFUND_IF_LOST_LABEL}</span>}
        {result && (
          <span className={`xp-result is-${plan.result}`} data-testid="expert-plan-result">
            {result}
          </span>
        )}
        <span
          className={`xp-plan__price${plan.price > 0 ? '' : ' is-free'}`}
          data-testid="expert-plan-price"
        >
          {planPriceText(plan.price, unit)}
        </span>
      </div>
    </Link>
  );
});
