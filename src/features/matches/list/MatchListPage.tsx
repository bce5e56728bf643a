import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { VirtuosoHandle } from 'react-virtuoso';
import { beijingNoon } from '@domain/time';
import { type Sport } from '@entities/match';
import { useRetryWhenOnline } from '@shared/environment';
import { requireLogin } from '@shared/session';
import { useLiveFeed } from '../live';
import { TabSettingsSheet } from '../settings';
import { enterTabPage } from '../tabLearning';
import { LiveTipHost } from '../tips';
import { isFollowedNow, useFollowedLiveIdsOf, useIsFollowedReader } from './followBridge';
import { DateStrip, GameTabs, StateTabs } from './ListHeader';
import { EMPTY_TEXT, ListEmpty, ListError, ListLogin, ListSkeleton } from './ListStates';
import { LiveIndicator } from './LiveIndicator';
import { MatchList } from './MatchList';
import { PullToRefresh } from '@shared/paging';
import type { ListState } from './listQuery';
import { gameTabLocation, openingView } from './openingView';
import { useListController } from './useListController';
import { useRememberedList, useRememberOnLeave } from './useListMemory';
import './matchList.css';

const TITLES: Readonly<Record<Sport, string>> = { football: '足球比分', basketball: '篮球比分' };

/**
 * A match list screen (tabs/match, tabs/match-bk): state tabs, game tabs with the tab's settings,
 * the date strip, and the virtualized rows with live scores, tips, paging and pull to refresh.
 * Back from a match page, it shows the tabs, day, pages and place the fan left (listMemory.ts).
 */
export function MatchListPage({ sport }: { sport: Sport }) {
  const back = useRememberedList(sport);
  const [params] = useSearchParams();
  const [opening] = useState(() => back?.view ?? openingView(sport, params.get('state')));
  const [game, setGame] = useState(opening.game);
  const [visit] = useState(() => enterTabPage(gameTabLocation(sport)));
  const [state, setState] = useState<ListState>(opening.state);
  const [dayOffset, setDayOffset] = useState(back?.view.dayOffset ?? 0);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const c = useListController(sport, state, dayOffset, game, back);
  const { list } = c;
  const virtuoso = useRef<VirtuosoHandle>(null);
  useRememberOnLeave({ sport, view: { state, dayOffset, game }, key: c.key, list }, virtuoso);
  // A page that failed for want of network is asked again when the network returns.
  const firstPageFailed = list.status === 'error' && !list.needsLogin;
  useRetryWhenOnline(firstPageFailed || list.moreError !== null, () =>
    firstPageFailed ? c.retry() : c.loadMore(),
  );

  const followedLiveIds = useFollowedLiveIdsOf(sport);
  const isFollowed = useIsFollowedReader();
  // The followed view shows only what is still followed: an unfollow takes the row away at once.
  const ids = useMemo(
    () => (state === 'followed' ? c.ids.filter(isFollowed) : c.ids),
    [state, c.ids, isFollowed],
  );
  useLiveFeed(sport, game, [...new Set([...c.liveIds, ...followedLiveIds])], isFollowedNow);

  const scroller = useRef<HTMLElement | null>(null);
  const scrollerRef = useCallback((element: HTMLElement | Window | null) => {
    scroller.current = element instanceof HTMLElement ? element : null;
  }, []);

  const onGame = (next: number) => {
    visit.onTabClick(next);
    setGame(next);
  };

  let body;
  if (list.status === 'error' && list.needsLogin)
    body = <ListLogin onLogin={() => requireLogin()} />;
  else if (list.status === 'error')
    body = <ListError message={list.error ?? '加载失败'} onRetry={c.retry} />;
  else if (list.status !== 'ready' && ids.length === 0) body = <ListSkeleton />;
  else if (ids.length === 0) body = <ListEmpty text={EMPTY_TEXT[state] ?? '暂无比赛'} />;
  else
    body = (
      // One list instance per list: another tab or day starts at the top, not at this one's offset.
      <MatchList
        key={c.key}
        listRef={virtuoso}
        restoreStateFrom={c.restoreScroll}
        sport={sport}
        game={game}
        ids={ids}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        moreError={list.moreError}
        onEndReached={c.loadMore}
        onRetryMore={c.loadMore}
        onRangeChange={c.onRangeChange}
        scrollerRef={scrollerRef}
      />
    );

  return (
    <div className="ml-page" data-testid={`match-list-page-${sport}`}>
      <header className="ml-head">
        <h1 className="ml-head__title">{TITLES[sport]}</h1>
        <StateTabs value={state} onChange={setState} />
        <GameTabs
          sport={sport}
          value={game}
          onChange={onGame}
          onSettings={() => setSettingsOpen(true)}
        />
        {state !== 'live' && state !== 'followed' && (
          <DateStrip now={beijingNoon(c.today)} offset={dayOffset} onChange={setDayOffset} />
        )}
        <LiveIndicator sport={sport} watching={c.liveIds.length > 0} />
      </header>
      <PullToRefresh
        getScroller={() => scroller.current}
        refreshing={list.refreshing}
        onRefresh={c.refresh}
      >
        {body}
      </PullToRefresh>
      <LiveTipHost />
      <TabSettingsSheet
        sport={sport}
        tabKey={game}
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
      />
    </div>
  );
}
