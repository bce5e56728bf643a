import { useSearchParams } from 'react-router-dom';
import type { Sport } from '@entities/match';
import { RedPacketRain } from '@features/redPacket';
import { hrefFor } from '@shared/routes';
import { PageHeader } from '@shared/ui';
import { DetailHeader } from './DetailHeader';
import { DetailTabBar, DetailTabPanel } from './DetailTabs';
import { parseMatchId } from './matchIdParam';
import { defaultTab, tabsOf } from './tabs/registry';
import { TabError, TabSkeleton } from './tabs/TabStates';
import type { DetailTabName } from './tabs/types';
import { useDetailMatch } from './useDetailMatch';
import './detail.css';

const TITLES: Readonly<Record<Sport, string>> = {
  football: '比赛详情',
  basketball: '篮球比赛详情',
};

function DetailScreen({ sport, matchId }: { sport: Sport; matchId: number }) {
  const { match, view, live } = useDetailMatch(sport, matchId);
  const [params, setParams] = useSearchParams();
  if (!match) {
    return (
      <div className="md-page">
        <PageHeader title={TITLES[sport]} />
        {view.error !== null ? (
          <TabError message={view.error} onRetry={view.refresh} />
        ) : (
          <TabSkeleton rows={6} />
        )}
      </div>
    );
  }
  const tabs = tabsOf(sport, match);
  const requested = params.get('tab');
  const active =
    tabs.find((t) => t.name === requested) ??
    tabs.find((t) => t.name === defaultTab(sport, match, tabs)) ??
    tabs[0];
  // The open tab is in the address (?tab=), so Back, a reload and a shared link keep it; switching
  // tabs replaces the entry rather than stacking one per tab.
  const select = (name: DetailTabName) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', name);
        return next;
      },
      { replace: true },
    );
  return (
    <div
      className={`md-page${active?.fill ? ' md-page--fill' : ''}`}
      data-testid="match-detail"
      data-sport={sport}
    >
      <PageHeader title={TITLES[sport]} />
      <DetailHeader match={match} sport={sport} />
      {sport === 'football' && match.redStatus === 1 && <RedPacketRain matchId={match.matchId} />}
      {active && (
        <>
          <DetailTabBar tabs={tabs} active={active.name} onSelect={select} />
          <DetailTabPanel key={active.name} def={active} props={{ match, sport, live }} />
        </>
      )}
    </div>
  );
}

/** A match page (`#/match-detail?matchId=ID`, `#/bk-match-detail?matchId=ID`). */
export function DetailPage({ sport }: { sport: Sport }) {
  const [params] = useSearchParams();
  const matchId = parseMatchId(params.get('matchId'));
  if (matchId === null) {
    return (
      <div className="md-page">
        <PageHeader title={TITLES[sport]} />
        <div className="ui-state" role="alert" data-testid="detail-bad-link">
          <p>链接有误，找不到这场比赛</p>
          <a className="btn btn--primary" href={`#${hrefFor('tabs/home')}`}>
            返回首页
          </a>
        </div>
      </div>
    );
  }
  // Keyed by match: another match is another page, with its own jobs.
  return <DetailScreen key={matchId} sport={sport} matchId={matchId} />;
}
