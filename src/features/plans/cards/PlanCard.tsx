import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { PlanCard as PlanCardData } from '@contracts/plans';
import {
  currentStreakText,
  EXPERT_INITIAL,
  recordText,
  REFUND_IF_LOST_LABEL,
} from '@entities/expert';
import { currencyLabel, currentChannel } from '@shared/channels';
import { date2 } from '@shared/format';
import { hrefFor } from '@shared/routes';
import { Avatar } from '@shared/ui';
import { planPriceText, planResultText } from '../rules';
import './planCard.css';

function ExpertLine({ expert }: { expert: PlanCardData['expert'] }) {
  const record = recordText(expert.recentWins, expert.recentTotal);
  const streak = currentStreakText(expert.currentStreak);
  return (
    <div className="pc-expert">
      <Avatar
        icon={expert.icon}
        name={expert.nickname}
        fallback={EXPERT_INITIAL}
        className="pc-avatar"
        testId="plan-card-avatar"
      />
      <span className="pc-expert__name" data-testid="plan-card-expert">
        {expert.nickname}
      </span>
      {expert.levelName && <span className="pc-level">{expert.levelName}</span>}
      <span className="pc-expert__record" data-testid="plan-card-record">
        {record && <strong>{record}</strong>}
        {streak && <span className="pc-streak">{streak}</span>}
      </span>
    </div>
  );
}

/**
 * One plan as every plan list shows it (the 方案 tab, plan-list, bought and posted plans): the
 * expert and their record, the title (the expert's words, as text), the match, then when it was
 * published, how many read it, 不中退款, the result once settled and the price. The whole card
 * opens plan/{id}; the paid pick is never on a card.
 */
export const PlanCard = memo(function PlanCard({ plan }: { plan: PlanCardData }) {
  const result = planResultText(plan.result);
  const unit = currencyLabel(currentChannel().channel);
  const { match } = plan;
  return (
    <Link
      className="pc-card"
      to={hrefFor('plan', { id: plan.id })}
      data-testid="plan-card"
      data-id={plan.id}
    >
      <ExpertLine expert={plan.expert} />
      <p className="pc-title" data-testid="plan-card-title">
        {plan.title}
      </p>
      <p className="pc-match" data-testid="plan-card-match">
        <span className="pc-match__league">{match.leagueName}</span>
        <span className="pc-match__teams">
          {match.homeName} VS {match.awayName}
        </span>
        <span className="pc-match__time">{date2(match.matchTime, 'MM-dd HH:mm')}</span>
      </p>
      <div className="pc-foot">
        <span>{date2(plan.publishedAt, 'MM-dd HH:mm')} 发布</span>
        <span data-testid="plan-card-looks">{plan.lookCount}人已看</span>
        {plan.refundIfLost && (
          <span className="pc-refund" data-testid="plan-card-refund">
            {REFUND_IF_LOST_LABEL}
          </span>
        )}
        {result && (
          <span className={`pc-result is-${plan.result}`} data-testid="plan-card-result">
            {result}
          </span>
        )}
        <span
          className={`pc-price${plan.price > 0 ? '' : ' is-free'}`}
          data-testid="plan-card-price"
        >
          {planPriceText(plan.price.toFixed(2), unit)}
        </span>
      </div>
    </Link>
  );
});
