import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PullToRefresh } from '@shared/paging';
import { hrefFor } from '@shared/routes';
import { ChoiceRow, PageHeader } from '@shared/ui';
import { fetchMyLookJieduPage } from './api';
import { JieduCardList, useJieduPages } from './JieduCardList';
import { MY_LOOK_EMPTY, MY_LOOK_TAB_ITEMS, myLookTabOf, type MyLookTab } from './rules';
import './lists.css';

const windowScroller = () => document.scrollingElement as HTMLElement | null;

function MyLookList({ tab }: { tab: MyLookTab }) {
  const navigate = useNavigate();
  const pages = useJieduPages((pageNo, signal) => fetchMyLookJieduPage(tab, pageNo, signal), [tab]);
  return (
    <PullToRefresh
      getScroller={windowScroller}
      refreshing={pages.refreshing}
      onRefresh={() => void pages.refresh()}
    >
      <ChoiceRow
        options={MY_LOOK_TAB_ITEMS}
        value={tab}
        onChange={(next) =>
          void navigate(hrefFor('my-look-jiedu', { tab: next }), { replace: true })
        }
        label="开奖结果"
        testId="my-look-jiedu-tab"
        className="jd-tabs"
        optionClassName="jd-tabs__tab"
        selectedClassName="is-active"
      />
      <JieduCardList pages={pages} emptyText={MY_LOOK_EMPTY[tab]} />
    </PullToRefresh>
  );
}

/**
 * 我看过的解读 (`my-look-jiedu/{tab}`, behind login): the readings the fan bought, newest purchase
 * first, by result — 全部 / 待开奖 / 已红 / 未中. An unknown tab is put right to 全部.
 */
export default function MyLookJieduPage() {
  const tab = myLookTabOf(useParams().tab);
  if (tab === null) return <Navigate replace to={hrefFor('my-look-jiedu', { tab: 'all' })} />;
  return (
    <div className="page" data-testid="my-look-jiedu-page">
      <PageHeader title="我看过的解读" />
      <MyLookList tab={tab} />
    </div>
  );
}
