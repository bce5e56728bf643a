import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { InterpretationPage } from '@contracts/interpretations';
import { PullToRefresh } from '@shared/paging';
import { hrefFor } from '@shared/routes';
import { ChoiceRow, PAGE_TABS, PageHeader } from '@shared/ui';
import { JieduCardList, useJieduPages } from './JieduCardList';
import './lists.css';

const windowScroller = () => document.scrollingElement as HTMLElement | null;

/** What makes one of the fan's reading lists: its route, title, tabs and call. */
export interface TabbedJieduList<T extends string> {
  route: 'my-look-jiedu' | 'my-post-jiedu';
  title: string;
  testId: string;
  /** The tab strip's name for screen readers. */
  tabLabel: string;
  tabs: readonly { value: T; label: string }[];
  tabOf: (param: string | undefined) => T | null;
  empty: Record<T, string>;
  fetchPage: (tab: T, pageNo: number, signal: AbortSignal) => Promise<InterpretationPage>;
}

function TabbedList<T extends string>({ list, tab }: { list: TabbedJieduList<T>; tab: T }) {
  const navigate = useNavigate();
  const pages = useJieduPages((pageNo, signal) => list.fetchPage(tab, pageNo, signal), [tab]);
  return (
    <PullToRefresh
      getScroller={windowScroller}
      refreshing={pages.refreshing}
      onRefresh={() => void pages.refresh()}
    >
      <ChoiceRow
        options={list.tabs}
        value={tab}
        onChange={(next) => void navigate(hrefFor(list.route, { tab: next }), { replace: true })}
        label={list.tabLabel}
        testId={`${list.testId}-tab`}
        {...PAGE_TABS}
      />
      <JieduCardList pages={pages} emptyText={list.empty[tab]} />
    </PullToRefresh>
  );
}

/**
 * A fan's list of readings with its tab in the path (`{route}/{tab}`, behind login): the tab
 * replaces the entry, an unknown one is put right to the first; newest first, pull to refresh.
 */
export function TabbedJieduPage<T extends string>({ list }: { list: TabbedJieduList<T> }) {
  const tab = list.tabOf(useParams().tab);
  const first = list.tabs[0]!.value;
  if (tab === null) return <Navigate replace to={hrefFor(list.route, { tab: first })} />;
  return (
    <div className="page" data-testid={`${list.testId}-page`}>
      <PageHeader title={list.title} />
      <TabbedList list={list} tab={tab} />
    </div>
  );
}
