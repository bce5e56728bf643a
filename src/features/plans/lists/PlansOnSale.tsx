import type { ReactNode } from 'react';
import type { PlanListType } from '@contracts/plans';
import { PullToRefresh } from '@shared/paging';
import { fetchPlanPage } from './api';
import { PlanCardList } from './PlanCardList';
import { KIND_TABS, planListEmptyText, type BallFlag } from './rules';
import { TabStrip } from './TabStrip';
import { usePlanPages } from './usePlanPages';

const windowScroller = () => document.scrollingElement as HTMLElement | null;

/**
 * The plans on sale of a ball type (the 方案 tab, plan-list): the kind tabs 全部 / 免费 / 付费 /
 * 不中退款 held at the top while the cards scroll, the cards paged as the reader scrolls, and pull
 * to refresh, which also tells the parent (`onRefresh`) so what it shows above (`top`) refreshes too.
 * Another ball type or kind is a new list from its first page.
 */
export function PlansOnSale({
  qiuFlag,
  type,
  onType,
  top,
  onRefresh,
  stickyBelowHeader = false,
}: {
  qiuFlag: BallFlag;
  type: PlanListType;
  onType: (type: PlanListType) => void;
  top?: ReactNode;
  onRefresh?: () => void;
  /** The page has a PageHeader, so the kind tabs stick below it rather than at the very top. */
  stickyBelowHeader?: boolean;
}) {
  const pages = usePlanPages(
    (pageNo, signal) => fetchPlanPage(qiuFlag, type, pageNo, signal),
    [qiuFlag, type],
  );
  return (
    <PullToRefresh
      getScroller={windowScroller}
      refreshing={pages.refreshing}
      onRefresh={() => {
        onRefresh?.();
        void pages.refresh();
      }}
    >
      {top}
      <div className={`pl-sticky${stickyBelowHeader ? ' pl-sticky--below-header' : ''}`}>
        <TabStrip
          tabs={KIND_TABS}
          value={type}
          onChange={onType}
          label="方案类型"
          testId="plan-kind"
        />
      </div>
      <PlanCardList pages={pages} emptyText={planListEmptyText(qiuFlag, type)} />
    </PullToRefresh>
  );
}
