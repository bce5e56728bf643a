import { useCallback, useMemo, useState, type ReactNode, type Ref } from 'react';
import { Virtuoso, type ListRange, type StateSnapshot, type VirtuosoHandle } from 'react-virtuoso';
import type { Sport } from '@entities/match';
import { BasketballRow } from './BasketballRow';
import { FootballRow } from './FootballRow';
import { KEYBOARD_REACH, PAGED_LIST_COMPONENTS, type PagedFooterContext } from '@shared/paging';
import { isHydratingFirstScreen } from '@shared/ssr';

export interface MatchListProps {
  sport: Sport;
  game: number;
  ids: readonly number[];
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | null;
  onEndReached: () => void;
  onRetryMore: () => void;
  /** The range of rows on screen changed (for the live poll's id set). */
  onRangeChange: (range: ListRange) => void;
  /** The scroll element (pull to refresh reads its scrollTop). */
  scrollerRef?: (element: HTMLElement | Window | null) => void;
  header?: ReactNode;
  /** The list's handle (its snapshot is taken when the fan leaves the page). */
  listRef?: Ref<VirtuosoHandle>;
  /** A snapshot to start from (a way back to the list); read once, when the list mounts. */
  restoreStateFrom?: StateSnapshot;
}

const computeItemKey = (_index: number, id: number) => id;

/**
 * Rows drawn when the list renders on the server (the first screen, src/app/ssr): Virtuoso measures
 * nothing there and would draw none. A phone's screen shows about eight under the list's header.
 * The browser draws the same rows while it hydrates that render, so the page's rows stay the nodes
 * the server sent (issue 31), and measures from there.
 */
const SERVER_ROWS = 10;
const onServer = typeof window === 'undefined';

/**
 * The virtualized rows. Keyed by match id; the item renderer changes only with the sport or game
 * tab, and rows are memoized on their id, so a store write re-renders only rows whose match changed.
 */
export function MatchList(props: MatchListProps) {
  const { sport, game, ids, hasMore, loadingMore, moreError, onRetryMore, onEndReached } = props;
  const itemContent = useCallback(
    (_index: number, id: number) =>
      sport === 'football' ? (
        <FootballRow id={id} game={game} />
      ) : (
        <BasketballRow id={id} game={game} />
      ),
    [sport, game],
  );
  // Read once: Virtuoso takes it at mount, and a later change of the prop resets its rows.
  const [initialItemCount] = useState(() =>
    onServer || isHydratingFirstScreen() ? Math.min(ids.length, SERVER_ROWS) : undefined,
  );
  const context = useMemo<PagedFooterContext>(
    () => ({
      hasMore,
      loadingMore,
      moreError,
      loadMore: onEndReached,
      retry: onRetryMore,
      testId: 'list-footer',
    }),
    [hasMore, loadingMore, moreError, onEndReached, onRetryMore],
  );
  return (
    <Virtuoso
      ref={props.listRef}
      className="ml-virtuoso"
      data={ids}
      computeItemKey={computeItemKey}
      itemContent={itemContent}
      endReached={props.onEndReached}
      rangeChanged={props.onRangeChange}
      increaseViewportBy={KEYBOARD_REACH}
      context={context}
      components={PAGED_LIST_COMPONENTS}
      scrollerRef={props.scrollerRef}
      restoreStateFrom={props.restoreStateFrom}
      initialItemCount={initialItemCount}
      data-testid="match-list"
    />
  );
}
