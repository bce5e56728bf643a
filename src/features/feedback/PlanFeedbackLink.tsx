import { Link } from 'react-router-dom';
import { hrefFor } from '@shared/routes';
import './planFeedbackLink.css';

/** 反馈 on a plan's page: the feedback form with the plan named (plan/feedback?id=). */
export function PlanFeedbackLink({ planId }: { planId: number }) {
  return (
    <p className="plan-feedback-link">
      <Link to={hrefFor('plan/feedback', {}, { id: planId })} data-testid="plan-feedback-link">
        对方案有疑问？反馈给我们
      </Link>
    </p>
  );
}
