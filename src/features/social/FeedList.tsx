import type { FeedItem, FeedPage } from '@contracts/social';
import { PullToRefresh, usePagedList, WindowCardList } from '@shared/paging';
import { FeedCard } from './FeedCard';

// Module-level: Virtuoso keeps a stable row renderer and key reader across renders.
const feedKey = (item: FeedItem) => `${item.kind}-${item.id}`;
const rowKey = (_index: number, item: FeedItem) => feedKey(item);
const feedRow = (_index: number, item: FeedItem) => <FeedCard item={item} />;
const windowScroller = () => document.scrollingElement as HTMLElement | null;

/** A page of a feed as the list shows it: the pinned items (page 1 only) before the rest. */
export const feedPageItems = (page: FeedPage): FeedItem[] => [...page.pinned, ...page.list];

/**
 * A feed of items under the window's scroll, virtualized (react-virtuoso): the pinned first, then
 * page after page as the fan reaches the end, pull to refresh, the one paged footer. `deps` name the
 * feed (a circle and its sort, a topic): a new feed starts from its first page. `version` bumps to
 * start it again (after the fan posted).
 */
export function FeedList({
  fetchPage,
  deps,
  emptyText,
  testId,
}: {
  fetchPage: (pageNo: number, signal: AbortSignal) => Promise<FeedPage>;
  deps: readonly unknown[];
  emptyText: string;
  testId: string;
}) {
  const pages = usePagedList<FeedItem, number>(
    () => ({
      first: 1,
      keyOf: feedKey,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchPage(pageNo, signal);
        return { items: feedPageItems(page), next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    deps,
  );
  return (
    <PullToRefresh
      getScroller={windowScroller}
      refreshing={pages.refreshing}
      onRefresh={() => void pages.refresh()}
    >
      <WindowCardList
        pages={pages}
        emptyText={emptyText}
        keyOf={rowKey}
        renderCard={feedRow}
        testId={testId}
      />
    </PullToRefresh>
  );
}
