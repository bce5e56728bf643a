import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PullToRefresh } from '@shared/paging';
import { hrefFor } from '@shared/routes';
import { ChoiceRow, PageHeader } from '@shared/ui';
import { fetchMyPostJieduPage } from './api';
import { JieduCardList, useJieduPages } from './JieduCardList';
import { POSTED_EMPTY, POSTED_TAB_ITEMS, postedTabOf, type PostedTab } from './rules';
import './lists.css';

const windowScroller = () => document.scrollingElement as HTMLElement | null;

function PostedList({ tab }: { tab: PostedTab }) {
  const navigate = useNavigate();
  const pages = useJieduPages((pageNo, signal) => fetchMyPostJieduPage(tab, pageNo, signal), [tab]);
  return (
    <PullToRefresh
      getScroller={windowScroller}
      refreshing={pages.refreshing}
      onRefresh={() => void pages.refresh()}
    >
      <ChoiceRow
        options={POSTED_TAB_ITEMS}
        value={tab}
        onChange={(next) =>
          void navigate(hrefFor('my-post-jiedu', { tab: next }), { replace: true })
        }
        label="解读状态"
        testId="my-post-jiedu-tab"
        className="jd-tabs"
        optionClassName="jd-tabs__tab"
        selectedClassName="is-active"
      />
      <JieduCardList pages={pages} emptyText={POSTED_EMPTY[tab]} />
    </PullToRefresh>
  );
}

/**
 * 我发布的解读 (`my-post-jiedu/{tab}`, behind login): the expert's own readings — 全部 / 在售 /
 * 已结算 — newest first. A fan who has published none sees the empty text.
 */
export default function MyPostJieduPage() {
  const tab = postedTabOf(useParams().tab);
  if (tab === null) return <Navigate replace to={hrefFor('my-post-jiedu', { tab: 'all' })} />;
  return (
    <div className="page" data-testid="my-post-jiedu-page">
      <PageHeader title="我发布的解读" />
      <PostedList tab={tab} />
    </div>
  );
}
