import { useState } from 'react';
import type { OddsKind } from '@contracts/sportdata/odds';
import type { Sport } from '@entities/match';
import { JobContent } from '../tabs/TabStates';
import { useDetailJob } from '../useDetailJob';
import { fetchOddsList, oddsListKey, type OddsListQuery } from './api';
import { OddsHead, OddsRows, type OddsMode } from './OddsRows';
import { MoreButton, StateLine } from './PageParts';
import { oddsPageSize } from './rules';

interface ListProps {
  matchId: number;
  sport: Sport;
  type: OddsKind;
  mode: OddsMode;
  live: boolean;
}

function useOddsPage({ matchId, sport, type, live }: ListProps, pageNo: number) {
  const q: OddsListQuery = { matchId, sport, type, pageNo };
  return useDetailJob(oddsListKey(q), (signal) => fetchOddsList(q, signal), { live });
}

/** A later page of the list: its own job, a quiet line while it loads or when it fails. */
function MorePage({ pageNo, ...props }: ListProps & { pageNo: number }) {
  const view = useOddsPage(props, pageNo);
  if (view.data) return <OddsRows list={view.data} sport={props.sport} mode={props.mode} />;
  return (
    <p className="mdo-more-state">
      <StateLine error={view.error} onRetry={view.refresh} />
    </p>
  );
}

/**
 * Every provider's odds of one type: the first page through the tab states, later pages on 加载更多
 * (football's page holds 10 providers; basketball asks for 100, so it has one page).
 */
export function OddsTypeList(props: ListProps) {
  const { sport, mode } = props;
  const [pages, setPages] = useState(1);
  const first = useOddsPage(props, 1);
  return (
    <JobContent view={first} emptyText="暂无指数" isEmpty={(data) => data.list.length === 0}>
      {(data) => (
        <div className="mdo-list" data-testid="odds-list" data-type={data.oddsType}>
          <OddsHead sport={sport} type={data.oddsType} />
          <OddsRows list={data} sport={sport} mode={mode} />
          {Array.from({ length: pages - 1 }, (_, i) => (
            <MorePage key={i + 2} pageNo={i + 2} {...props} />
          ))}
          {pages * oddsPageSize(sport) < data.total && (
            <MoreButton onMore={() => setPages((n) => n + 1)} />
          )}
        </div>
      )}
    </JobContent>
  );
}
