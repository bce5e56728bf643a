import type { ReactNode } from 'react';
import { Virtuoso } from 'react-virtuoso';
import { PAGED_LIST_COMPONENTS } from './PagedFooter';
import { pagedPlaceholder } from './PagedPlaceholder';
import type { PagedListView } from './usePagedList';
import { KEYBOARD_REACH } from './keyboardReach';

/** Cards rendered before Virtuoso has measured any: more than a phone screen holds. */
const FIRST_FRAME_ROWS = 6;

/**
 * A long list of cards under the window's scroll, virtualized (plans, interpretations): the first
 * page's skeleton, error with 重新加载 and empty text, then the cards, the next page asked as the
 * reader reaches the end, and the one paged footer (加载中… / 点击重试 / 没有更多了). `testId` names
 * the states: `${testId}-error`, `-skeleton`, `-empty`, `-more`. `keyOf` and `renderCard` should be
 * module-level functions so Virtuoso keeps a stable row renderer.
 */
export function WindowCardList<T, C>({
  pages,
  emptyText,
  keyOf,
  renderCard,
  testId,
}: {
  pages: PagedListView<T, C>;
  emptyText: string;
  keyOf: (index: number, item: T) => number | string;
  renderCard: (index: number, item: T) => ReactNode;
  testId: string;
}) {
  if (pages.status !== 'ready' || pages.items.length === 0)
    return pagedPlaceholder(pages, testId, emptyText, 6);
  return (
    <Virtuoso
      useWindowScroll
      data={pages.items}
      // Virtuoso's first frame has the footer right under an unmeasured first row, where the
      // footer's own observer sees it and asks for page 2 at once; rendering a screenful of rows
      // in that frame keeps the footer out of view until the reader gets there.
      initialItemCount={Math.min(pages.items.length, FIRST_FRAME_ROWS)}
      computeItemKey={keyOf}
      itemContent={renderCard}
      increaseViewportBy={KEYBOARD_REACH}
      endReached={pages.loadMore}
      context={{
        hasMore: pages.hasMore,
        loadingMore: pages.loadingMore,
        moreError: pages.moreError,
        loadMore: pages.loadMore,
        retry: pages.retry,
        testId: `${testId}-more`,
      }}
      components={PAGED_LIST_COMPONENTS}
    />
  );
}
