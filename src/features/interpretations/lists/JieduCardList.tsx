import type { InterpretationCard, InterpretationPage } from '@contracts/interpretations';
import { PullToRefresh, usePagedList, WindowCardList, type PagedListView } from '@shared/paging';
import { JieduCard } from './JieduCard';

// Module-level: Virtuoso keeps a stable row renderer and key reader across renders.
const readingKey = (_index: number, reading: InterpretationCard) => reading.id;
const readingRow = (_index: number, reading: InterpretationCard) => <JieduCard reading={reading} />;

/** Reading cards page by page; new `deps` start the list again from its first page. */
export function useJieduPages(
  fetchPage: (pageNo: number, signal: AbortSignal) => Promise<InterpretationPage>,
  deps: readonly unknown[],
): PagedListView<InterpretationCard, number> {
  return usePagedList<InterpretationCard, number>(
    () => ({
      first: 1,
      keyOf: (reading) => reading.id,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchPage(pageNo, signal);
        return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    deps,
  );
}

/** The reading cards under the window's scroll (the shared WindowCardList). */
export function JieduCardList({
  pages,
  emptyText,
}: {
  pages: PagedListView<InterpretationCard, number>;
  emptyText: string;
}) {
  return (
    <WindowCardList
      pages={pages}
      emptyText={emptyText}
      keyOf={readingKey}
      renderCard={readingRow}
      testId="jiedu-list"
    />
  );
}

const windowScroller = () => document.scrollingElement as HTMLElement | null;

/** A screen's whole list of reading cards from one call, with pull to refresh under the window. */
export function PulledJieduList({
  fetchPage,
  emptyText,
}: {
  fetchPage: (pageNo: number, signal: AbortSignal) => Promise<InterpretationPage>;
  emptyText: string;
}) {
  const pages = useJieduPages(fetchPage, [fetchPage]);
  return (
    <PullToRefresh
      getScroller={windowScroller}
      refreshing={pages.refreshing}
      onRefresh={() => void pages.refresh()}
    >
      <JieduCardList pages={pages} emptyText={emptyText} />
    </PullToRefresh>
  );
}
