import { useParams } from 'react-router-dom';
import { FeedbackLink } from '@features/feedback';
import { SubjectNotes } from '@features/notes';
import { ShareButton } from '@features/share';
import { failureText } from '@shared/http';
import { PullToRefresh } from '@shared/paging';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { useResource } from '@shared/resource';
import { planResource } from './resources';
import { PlanBody } from './PlanBody';
import { isPlanNotFound, planIdOf } from './rules';
import './plans.css';

const NOT_FOUND_TEXT = '方案不存在';

/** One call per visit: coming back after buying (or logging in) must show the plan unlocked. */
function PlanView({ id }: { id: number }) {
  const plan = useResource(planResource, id);
  const refresh = plan.reload;
  return (
    <PullToRefresh
      getScroller={() => document.scrollingElement as HTMLElement | null}
      refreshing={plan.refreshing}
      onRefresh={refresh}
    >
      {plan.data ? (
        <>
          <PlanBody plan={plan.data} onReload={refresh} />
          <ShareButton
            placement="row"
            target={{ kind: 'plan', planId: id, title: plan.data.title }}
          />
          <SubjectNotes subject={{ kind: 'plan', id }} />
          <FeedbackLink subject={{ kind: 'plan', id }} />
        </>
      ) : plan.loading ? (
        <Skeleton rows={8} testId="plan-skeleton" />
      ) : isPlanNotFound(plan.error) ? (
        <EmptyState text={NOT_FOUND_TEXT} testId="plan-not-found" />
      ) : (
        <ErrorState message={failureText(plan.error)} onRetry={refresh} testId="plan-error" />
      )}
    </PullToRefresh>
  );
}

/**
 * 方案详情 (`plan/{id}`, product-spec §2 "Plans"): the expert, the match, the free part of the plan,
 * then the picks once unlocked or the way to buy them with coins. An id that is not a number is
 * no plan: no call is made for it.
 */
export default function PlanPage() {
  return <PlanScreen />;
}

/** The plan page's screen; `onBack` is the way out a page with another entry wants (plan-detail). */
export function PlanScreen({ onBack }: { onBack?: () => void }) {
  const id = planIdOf(useParams().id);
  return (
    <div className="page plan-page" data-testid="plan-page">
      <PageHeader title="方案详情" onBack={onBack} />
      {id === null ? (
        <EmptyState text={NOT_FOUND_TEXT} testId="plan-not-found" />
      ) : (
        <PlanView key={id} id={id} />
      )}
    </div>
  );
}
