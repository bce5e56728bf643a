import { useSearchParams } from 'react-router-dom';
import { PullToRefresh } from '@shared/paging';
import { ChoiceRow, PAGE_TABS, PageHeader } from '@shared/ui';
import { fetchJieduPage } from './api';
import { JieduCardList, useJieduPages } from './JieduCardList';
import { LIST_EMPTY, listTypeOf, TYPE_TABS } from './rules';
import './lists.css';

const windowScroller = () => document.scrollingElement as HTMLElement | null;

/**
 * 解读列表 (`jiedu-list?type=`, product-spec §2; cpzJieduList redirects here): the readings on sale,
 * newest first, ten a page — 竞彩解读 (type 0) or 十四场/任九 (type 3); the tab is the query and
 * replaces the entry.
 */
export default function JieduListPage() {
  const [query, setQuery] = useSearchParams();
  const type = listTypeOf(query.get('type'));
  const pages = useJieduPages(
    (pageNo, signal) => fetchJieduPage(type, null, pageNo, signal),
    [type],
  );
  return (
    <div className="page" data-testid="jiedu-list-page">
      <PageHeader title="解读列表" />
      <PullToRefresh
        getScroller={windowScroller}
        refreshing={pages.refreshing}
        onRefresh={() => void pages.refresh()}
      >
        <ChoiceRow
          options={TYPE_TABS}
          value={type === 3 ? '3' : '0'}
          onChange={(next) => setQuery({ type: next }, { replace: true })}
          label="解读类型"
          testId="jiedu-type"
          {...PAGE_TABS}
        />
        <JieduCardList pages={pages} emptyText={LIST_EMPTY[type]} />
      </PullToRefresh>
    </div>
  );
}
