import { lazy, Suspense } from 'react';
import { appNameFor, currentChannel, isFeatureVisible } from '@shared/channels';
import { planBlocks } from '@features/plans';
import { LiveTipHost } from '@features/matches';
import { isRouteBuilt } from '@shared/routes';
import { EntryGrid } from './EntryGrid';
import { HotMatches } from './HotMatches';
import { homeEntriesFor } from './rules';
import { useHotMatches } from './useHotMatches';
import './channelHome.css';

// The plans feature's 专家推荐 block (hot experts, newest plans, prices in the channel's word), its
// own chunk: composed here as the home tab composes it, never copied.
const PlanBlock = lazy(planBlocks.home);

/**
 * A partner channel's home (issue 37 §4): the channel's name, today's hot matches live first, the
 * shortcuts its rules allow (product-spec §6) and, where it shows plans, 专家推荐. Which parts show is
 * the visiting channel's, read from `@shared/channels`, never a per-page list.
 */
export function ChannelHome({ testId }: { testId: string }) {
  const { agentId, channel } = currentChannel();
  const view = useHotMatches();
  const entries = homeEntriesFor(channel, isFeatureVisible, isRouteBuilt);
  return (
    <div className="ch-home" data-testid={testId} data-channel={channel}>
      <header className="ch-home__head">
        <h1 className="ch-home__title">{appNameFor(agentId)}</h1>
      </header>
      <div className="ch-home__scroll">
        <EntryGrid entries={entries} label="快捷入口" />
        <HotMatches view={view} />
        {isFeatureVisible(channel, 'plan') && (
          <Suspense fallback={null}>
            <PlanBlock />
          </Suspense>
        )}
      </div>
      <LiveTipHost />
    </div>
  );
}
