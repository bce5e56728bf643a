import { useState } from 'react';
import type { PlanCard } from '@contracts/plans';
import { currencyLabel, currentChannel } from '@shared/channels';
import { failureText } from '@shared/http';
import { PagedSection, usePagedList } from '@shared/paging';
import { EmptyState, ErrorState, Skeleton } from '@shared/ui';
import { fetchExpertPlans } from '../api';
import { Choices } from '../Choices';
import { EXPERT_PLAN_TABS, type ExpertPlanTab } from '../rules';
import { PlanRow } from './PlanRow';

const TAB_OPTIONS = EXPERT_PLAN_TABS.map((t) => ({ value: t.tab, label: t.label }));

function PlanList({ expertId, tab }: { expertId: number; tab: ExpertPlanTab }) {
  const pages = usePagedList<PlanCard, number>(
    () => ({
      first: 1,
      keyOf: (plan) => plan.id,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchExpertPlans(expertId, tab, pageNo, signal);
        return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    [expertId, tab],
  );
  const unit = currencyLabel(currentChannel().channel);
  if (pages.status === 'error')
    return (
      <ErrorState message={failureText(pages.error)} onRetry={pages.retry} testId="plans-error" />
    );
  if (pages.status !== 'ready') return <Skeleton rows={4} testId="plans-skeleton" />;
  if (pages.items.length === 0)
    return (
      <EmptyState
        text={tab === 'onSale' ? '暂无在售方案' : '暂无已结束方案'}
        testId="plans-empty"
      />
    );
  return (
    <PagedSection pages={pages} testId="expert-plans-list" moreTestId="plans-more" pull={false}>
      {pages.items.map((plan) => (
        <PlanRow key={plan.id} plan={plan} unit={unit} />
      ))}
    </PagedSection>
  );
}

/** 方案: the expert's plans on sale or finished, newest first, paged; a new `round` reads again. */
export function ExpertPlans({ expertId, round = 0 }: { expertId: number; round?: number }) {
  const [tab, setTab] = useState<ExpertPlanTab>('onSale');
  return (
    <section data-testid="expert-plans">
      <Choices
        options={TAB_OPTIONS}
        value={tab}
        onChange={setTab}
        label="方案状态"
        testId="plans-tab"
      />
      <PlanList key={round} expertId={expertId} tab={tab} />
    </section>
  );
}
