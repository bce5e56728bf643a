import { useState } from 'react';
import type { OddsKind } from '@contracts/sportdata/odds';
import type { Sport } from '@entities/match';
import { JobContent } from '../tabs/TabStates';
import { useDetailJob } from '../useDetailJob';
import { fetchOddsDetail, oddsDetailKey, type OddsDetail, type OddsDetailPageQuery } from './api';
import { OddsValue } from './OddsCells';
import { MoreButton, StateLine } from './PageParts';
import {
  cellTrend,
  changeCellTrend,
  changeTimeText,
  oddsCells,
  oddsHeaders,
  oddsPageSize,
} from './rules';

interface HistoryProps {
  matchId: number;
  sport: Sport;
  type: OddsKind;
  oddsId: number;
}

/**
 * One page of the history as a job. `generation` renews the keys of later pages after a refresh:
 * new changes shift the pages, so an old page 2 would repeat or skip rows.
 */
function useHistoryPage(
  { matchId, sport, type, oddsId }: HistoryProps,
  pageNo: number,
  generation = 0,
) {
  const q: OddsDetailPageQuery = { matchId, sport, type, oddsId, pageNo };
  const key = `${oddsDetailKey(q)}${generation ? `:g${generation}` : ''}`;
  // The page has no live state of its own: a cache job, refreshed by the fan.
  return useDetailJob(key, (signal) => fetchOddsDetail(q, signal), { live: false });
}

/** 初盘 and 即时 of the provider above the history, the current values coloured against the opening. */
function Summary({ data, sport }: { data: OddsDetail; sport: Sport }) {
  const first = oddsCells(sport, data.first);
  const live = oddsCells(sport, data.live);
  const heads = oddsHeaders(sport, data.oddsType);
  return (
    <table className="md-table mdo-summary" data-testid="odds-summary">
      <thead>
        <tr>
          <th>{data.providerName}</th>
          {heads.map((head) => (
            <th key={head}>{head}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>初盘</td>
          {first.map((cell) => (
            <td key={cell.key}>
              <OddsValue cell={cell} trend={0} />
            </td>
          ))}
        </tr>
        <tr>
          <td>即时</td>
          {live.map((cell, i) => (
            <td key={cell.key}>
              <OddsValue cell={cell} trend={cellTrend(first[i], cell)} />
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

/** The rows of one page: time, match moment, values with their move against the change before. */
function HistoryRows({ data, sport }: { data: OddsDetail; sport: Sport }) {
  return (
    <tbody>
      {data.list.map((change, i) => {
        const cells = oddsCells(sport, change);
        return (
          <tr key={`${change.changeTime}-${i}`} data-testid="odds-change">
            <td>{changeTimeText(change.changeTime)}</td>
            <td>{change.matchState}</td>
            {cells.map((cell) => (
              <td key={cell.key}>
                <OddsValue cell={cell} trend={changeCellTrend(cell, change.trend)} />
              </td>
            ))}
          </tr>
        );
      })}
    </tbody>
  );
}

function MoreHistory({
  pageNo,
  generation,
  columns,
  ...props
}: HistoryProps & { pageNo: number; generation: number; columns: number }) {
  const view = useHistoryPage(props, pageNo, generation);
  if (view.data) return <HistoryRows data={view.data} sport={props.sport} />;
  return (
    <tbody>
      <tr>
        <td colSpan={columns} className="mdo-more-state">
          <StateLine error={view.error} onRetry={view.refresh} />
        </td>
      </tr>
    </tbody>
  );
}

/**
 * A provider's change history, newest first, a page at a time (10 for football, 100 for basketball)
 * with 加载更多; 刷新 asks the first page again and folds the later ones away.
 */
export function ChangeHistory(props: HistoryProps) {
  const { sport } = props;
  const [pages, setPages] = useState(1);
  const [generation, setGeneration] = useState(0);
  const first = useHistoryPage(props, 1);
  const refresh = () => {
    setPages(1);
    setGeneration((g) => g + 1);
    first.refresh();
  };
  const heads = oddsHeaders(sport, props.type);
  return (
    <>
      <div className="mdo-detail-bar">
        <span>变化记录</span>
        <button type="button" className="mdo-link" data-testid="odds-refresh" onClick={refresh}>
          刷新
        </button>
      </div>
      <JobContent view={first} emptyText="暂无指数" isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <section className="md-section">
            <Summary data={data} sport={sport} />
            <table className="md-table mdo-history" data-testid="odds-history">
              <thead>
                <tr>
                  <th>时间</th>
                  <th>状态</th>
                  {heads.map((head) => (
                    <th key={head}>{head}</th>
                  ))}
                </tr>
              </thead>
              <HistoryRows data={data} sport={sport} />
              {Array.from({ length: pages - 1 }, (_, i) => (
                <MoreHistory
                  key={`${generation}:${i + 2}`}
                  pageNo={i + 2}
                  generation={generation}
                  columns={heads.length + 2}
                  {...props}
                />
              ))}
            </table>
            {pages * oddsPageSize(sport) < data.total && (
              <MoreButton onMore={() => setPages((n) => n + 1)} />
            )}
          </section>
        )}
      </JobContent>
    </>
  );
}
