import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { currentChannel, isFeatureVisible } from '@shared/channels';
import { LiveTipHost } from '@features/matches';
import { planBlocks } from '@features/plans';
import { PullToRefresh } from '@shared/paging';
import { NearView } from '@shared/ui';
import { EntryLinks } from './EntryLinks';
import { HomeHeader } from './HomeHeader';
import { HomeError, HomeNotice, HomeSkeleton } from './HomeStates';
import { LiveStrip } from './LiveStrip';
import { TodayList } from './TodayList';
import { useHomeLive, useInPlayIds } from './useHomeLive';
import { useHomeMatches } from './useHomeMatches';
import './home.css';

const NO_IDS: readonly number[] = [];

// Its own chunk, asked for when the reader comes near it: the home route's first load stays lean.
const PlanBlock = lazy(planBlocks.home);

/**
 * The home tab (issue 6 item 8): the live-now strip, the entries to the other tabs, today's big
 * matches and, where the channel shows plans, 专家推荐 (issue 19). Data from one cached call (3 minutes); scores, and which matches are still in play,
 * through the live-score polls.
 */
export default function HomePage() {
  const view = useHomeMatches();
  const scroller = useRef<HTMLDivElement>(null);
  // Bumped by a pull to refresh: the 专家推荐 block remounts and asks again.
  const [round, setRound] = useState(0);
  const refresh = () => {
    setRound((r) => r + 1);
    view.refresh();
  };
  const liveIds = view.data?.liveIds ?? NO_IDS;
  const todayIds = view.data?.todayIds ?? NO_IDS;
  const watched = useMemo(() => [...new Set([...liveIds, ...todayIds])], [liveIds, todayIds]);
  useHomeLive(watched);
  // The strip follows the store, which the live polls keep current: a finished match leaves at once.
  const inPlayIds = useInPlayIds(liveIds);

  let body;
  if (view.loading) body = <HomeSkeleton />;
  else if (!view.data)
    body = <HomeError message={view.error ?? '加载失败'} onRetry={view.refresh} />;
  else
    body = (
      <>
        <LiveStrip ids={inPlayIds} />
        <EntryLinks />
        <TodayList ids={todayIds} />
        {isFeatureVisible(currentChannel().channel, 'plan') && (
          <NearView root={() => scroller.current} testId="home-plan-place">
            <Suspense fallback={null}>
              <PlanBlock key={round} />
            </Suspense>
          </NearView>
        )}
      </>
    );

  return (
    <div className="home" data-testid="home-page">
      <HomeHeader />
      <PullToRefresh
        getScroller={() => scroller.current}
        refreshing={view.refreshing}
        onRefresh={refresh}
      >
        <div className="home-scroll" ref={scroller}>
          <HomeNotice failed={view.data !== undefined && view.error !== null} />
          {body}
        </div>
      </PullToRefresh>
      <LiveTipHost />
    </div>
  );
}
