import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PullToRefresh } from '@shared/paging';
import { hrefFor } from '@shared/routes';
import { PageHeader } from '@shared/ui';
import { fetchMyLookPage } from './api';
import { PlanCardList } from './PlanCardList';
import { MY_LOOK_TAB_ITEMS, myLookEmptyText, myLookTabOf, type MyLookTab } from './rules';
import { TabStrip } from './TabStrip';
import { usePlanPages } from './usePlanPages';
import './lists.css';

const windowScroller = () => document.scrollingElement as HTMLElement | null;

function MyLookList({ tab }: { tab: MyLookTab }) {
  const navigate = useNavigate();
  const pages = usePlanPages((pageNo, signal) => fetchMyLookPage(tab, pageNo, signal), [tab]);
  return (
    <PullToRefresh
      getScroller={windowScroller}
      refreshing={pages.refreshing}
      onRefresh={() => void pages.refresh()}
    >
      <div className="pl-sticky pl-sticky--below-header">
        <TabStrip
          tabs={MY_LOOK_TAB_ITEMS}
          value={tab}
          onChange={(next) =>
            void navigate(hrefFor('my-look-plan', { tab: next }), { replace: true })
          }
          label="开奖结果"
          testId="my-look-tab"
        />
      </div>
      <PlanCardList pages={pages} emptyText={myLookEmptyText(tab)} />
    </PullToRefresh>
  );
}

/**
 * 我看过的方案 (`my-look-plan/{tab}`, default all; behind login): the plans the fan bought, newest
 * purchase first, by result — 全部 / 待开奖 / 已红 / 未中 (lost, or void: 走水). The tab is in the
 * path and replaces the entry; an unknown tab is put right to 全部.
 */
export default function MyLookPlanPage() {
  const param = useParams().tab;
  const tab = param === undefined ? 'all' : myLookTabOf(param);
  if (tab === null) return <Navigate replace to={hrefFor('my-look-plan', { tab: 'all' })} />;
  return (
    <div className="page pl-page" data-testid="my-look-plan-page">
      <PageHeader title="我看过的方案" />
      <MyLookList tab={tab} />
    </div>
  );
}
