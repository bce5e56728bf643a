import { Link } from 'react-router-dom';
import type { PlanDetail } from '@contracts/plans';
import { currencyLabel, currentChannel } from '@shared/channels';
import { yuanTextToFen } from '@contracts/wallet/balance';
import { date2 } from '@shared/format';
import { PayRedirecting } from '@shared/payment';
import { hrefFor } from '@shared/routes';
import { PlanExpert } from './PlanExpert';
import { PlanMatch } from './PlanMatch';
import { PlanPaywall } from './PlanPaywall';
import { PlanPicks } from './PlanPicks';
import { planPriceText, planResultText, refundedText } from './rules';
import { useBuyPlan } from './useBuyPlan';
import { useDirectPay } from './useDirectPay';
import { REFUND_IF_LOST_LABEL } from '@entities/expert';

/**
 * One plan as this viewer may see it: everything free, then the picks or the paywall. `onReload`
 * reads the plan again (a direct payment found it bought already).
 */
export function PlanBody({ plan, onReload }: { plan: PlanDetail; onReload?: () => void }) {
  const priceFen = yuanTextToFen(plan.price);
  const direct = useDirectPay({ id: plan.id, planNo: plan.planNo, priceFen }, onReload);
  const directPay = direct.available ? () => void direct.pay() : null;
  const { buy, buying } = useBuyPlan(
    { id: plan.id, planNo: plan.planNo, title: plan.title, priceFen },
    directPay,
  );
  const priceText = planPriceText(plan.price, currencyLabel(currentChannel().channel));
  const result = planResultText(plan.result);
  const refunded = refundedText(plan.refundIfLost, plan.result);
  return (
    <>
      <PlanExpert expert={plan.expert} />
      <PlanMatch match={plan.match} />
      <section className="plan-card">
        <h2 className="plan-title" data-testid="plan-title">
          {plan.title}
        </h2>
        <div className="plan-meta">
          <span>{date2(plan.publishedAt, 'MM-dd HH:mm')} 发布</span>
          <Link to={hrefFor('plan/look-list', { planId: plan.id })} data-testid="plan-look-link">
            {plan.lookCount}人已看
          </Link>
          {plan.refundIfLost && (
            <span className="plan-refund" data-testid="plan-refund">
              {REFUND_IF_LOST_LABEL}
            </span>
          )}
          {result && (
            <span className={`plan-result is-${plan.result}`} data-testid="plan-result">
              {result}
            </span>
          )}
          <span className="plan-price" data-testid="plan-price">
            {priceText}
          </span>
        </div>
        <p className="plan-summary" data-testid="plan-summary">
          {plan.summary}
        </p>
        {refunded && (
          <p className="plan-refunded" data-testid="plan-refunded">
            {refunded}
          </p>
        )}
      </section>
      {plan.unlocked ? (
        <PlanPicks content={plan.content} settlement={plan.settlement} />
      ) : (
        <PlanPaywall
          pickCount={plan.pickCount}
          priceText={priceText}
          onSale={plan.onSale}
          buying={buying}
          onBuy={() => void buy()}
          direct={directPay && { paying: direct.paying, onPay: directPay }}
        />
      )}
      {direct.redirecting && <PayRedirecting testId="plan-redirecting" />}
    </>
  );
}
