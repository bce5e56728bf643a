import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { PullToRefresh } from '@shared/paging';
import { hrefFor } from '@shared/routes';
import { EmptyState, PageHeader } from '@shared/ui';
import { PlanCardList } from '../lists/PlanCardList';
import { TabStrip } from '../lists/TabStrip';
import { usePlanPages } from '../lists/usePlanPages';
import { fetchPostedPage } from './api';
import {
  expertIdOf,
  POSTED_TAB_ITEMS,
  postedEmptyText,
  postedTabOf,
  type PostedTab,
} from './rules';
import '../lists/lists.css';

const windowScroller = () => document.scrollingElement as HTMLElement | null;

/**
 * Nothing on this tab yet: said in words, with the way to publish one. The publish screen opens on
 * the expert's own ball type (no matchType: the server knows it).
 */
function NothingPosted({ tab }: { tab: PostedTab }) {
  return (
    <div className="ui-state" data-testid="posted-empty">
      <p>{postedEmptyText(tab)}</p>
      <Link
        className="btn btn--primary"
        to={hrefFor('publish/zqtj', { code: 'new' }, { tab: 0 })}
        data-testid="posted-publish"
      >
        发布方案
      </Link>
    </div>
  );
}

function PostedList({ expertId, tab }: { expertId: number; tab: PostedTab }) {
  const navigate = useNavigate();
  const pages = usePlanPages(
    (pageNo, signal) => fetchPostedPage(expertId, tab, pageNo, signal),
    [expertId, tab],
  );
  return (
    <PullToRefresh
      getScroller={windowScroller}
      refreshing={pages.refreshing}
      onRefresh={() => void pages.refresh()}
    >
      <div className="pl-sticky pl-sticky--below-header">
        <TabStrip
          tabs={POSTED_TAB_ITEMS}
          value={tab}
          onChange={(next) =>
            void navigate(hrefFor('my-post-plan', { expertId, tab: next }), { replace: true })
          }
          label="方案状态"
          testId="posted-tab"
        />
      </div>
      {pages.status === 'ready' && pages.items.length === 0 ? (
        <NothingPosted tab={tab} />
      ) : (
        <PlanCardList pages={pages} emptyText={postedEmptyText(tab)} />
      )}
    </PullToRefresh>
  );
}

/**
 * 我发布的方案 (`my-post-plan/{expertId}/{tab}`, behind login): the expert's plans newest first —
 * 全部 / 在售 / 已结束 — each card opening the plan. The tab is in the path and replaces the entry;
 * an unknown tab is put right to 全部, an expert id that is not a number is no expert.
 */
export default function MyPostPlanPage() {
  const params = useParams();
  const expertId = expertIdOf(params.expertId);
  const tab = postedTabOf(params.tab);
  if (expertId !== null && tab === null)
    return <Navigate replace to={hrefFor('my-post-plan', { expertId, tab: 'all' })} />;
  return (
    <div className="page pl-page" data-testid="my-post-plan-page">
      <PageHeader title="我发布的方案" />
      {expertId === null || tab === null ? (
        <EmptyState text="专家不存在" testId="posted-not-found" />
      ) : (
        <PostedList expertId={expertId} tab={tab} />
      )}
    </div>
  );
}
