import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { failureText } from '@shared/http';
import { showToast } from '@shared/overlays';
import { hrefFor } from '@shared/routes';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { useResource } from '@shared/resource';
import { planTitleResource } from './resources';
import { FeedbackForm } from './FeedbackForm';
import { feedbackQueryOf, isPlanGone, PLAN_GONE_TEXT, SENT_TEXT } from './rules';
import './feedback.css';

/** The plan the feedback is about, named at the top by its title (the plan page's own call). */
function PlanSubject({ planId, children }: { planId: number; children: ReactNode }) {
  const plan = useResource(planTitleResource, planId);
  if (plan.data !== undefined)
    return (
      <>
        <p className="fb-subject" data-testid="feedback-plan">
          <span className="fb-subject__label">反馈方案</span>
          <span className="fb-subject__title">{plan.data}</span>
        </p>
        {children}
      </>
    );
  if (plan.loading) return <Skeleton rows={3} testId="feedback-plan-skeleton" />;
  if (isPlanGone(plan.error))
    return <EmptyState text={PLAN_GONE_TEXT} testId="feedback-plan-gone" />;
  return (
    <ErrorState
      message={failureText(plan.error)}
      onRetry={plan.reload}
      testId="feedback-plan-error"
    />
  );
}

/**
 * 方案反馈 (`plan/feedback?id=&type=`; product-spec §2): the form with the plan named at the top and
 * a plan's reasons (内容与标题不符, 赛果判定有误…), saved with the plan as its subject. Without an id it
 * is 意见反馈 about the app (写反馈 of 我的反馈). A sent feedback leads to 我的反馈, replacing the form.
 */
export default function FeedbackPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { planId, types, type } = feedbackQueryOf(query);
  const onSent = () => {
    void showToast(SENT_TEXT);
    void navigate(hrefFor('user/feedback-list'), { replace: true });
  };
  const form = (
    <FeedbackForm
      key={`${planId}:${type}`}
      types={types}
      initialType={type}
      planId={planId}
      onSent={onSent}
    />
  );
  return (
    <div className="page fb-page" data-testid="feedback-page">
      <PageHeader title={planId === null ? '意见反馈' : '方案反馈'} />
      {planId === null ? form : <PlanSubject planId={planId}>{form}</PlanSubject>}
    </div>
  );
}
