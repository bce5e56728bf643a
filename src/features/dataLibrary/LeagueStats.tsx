import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useResource } from '@shared/resource';
import { CHIP_TABS, ChoiceRow, EmptyState, Loaded } from '@shared/ui';
import { statisticsHref } from './links';
import type { Sport } from './rules';
import { STAT_PREVIEW_ROWS, statKindName, statKindsOf, type StatKind } from './statKinds';
import { leagueStatResource } from './statsResources';
import { StatView } from './stats/StatView';

interface Props {
  sport: Sport;
  leagueId: number;
  season: string | undefined;
}

/** One statistic, loaded on its own: the league's line and the top rows, or its empty state. */
export function LeagueStatBlock({
  kind,
  leagueId,
  season,
  limit,
}: Props & { kind: StatKind; limit?: number }) {
  const view = useResource(leagueStatResource, { kind, leagueId, season });
  return (
    <Loaded view={view} testId="data-stat">
      {(answer) =>
        answer.data.finishedMatches === 0 ? (
          <EmptyState text="本赛季暂无完场比赛" testId="data-stat-empty" />
        ) : (
          <StatView answer={answer} limit={limit} />
        )
      }
    </Loaded>
  );
}

/**
 * 统计: the league's statistics, a chip each (football 单双, 盘路, 胜负差, 密集赛程; basketball
 * 球队数据, 赛季之最, 单双, 让分, 分差, 背靠背). A per-team table shows its top rows here and all of them on
 * /data/statistics-detail.
 */
export function LeagueStats(props: Props) {
  const kinds = statKindsOf(props.sport);
  const [kind, setKind] = useState<StatKind>(kinds[0]!);
  return (
    <section className="dl-section" data-testid="data-stats">
      <ChoiceRow
        options={kinds.map((k) => ({ value: k, label: statKindName(k, props.sport) }))}
        value={kind}
        onChange={setKind}
        label="联赛统计"
        testId="data-stat-kind"
        {...CHIP_TABS}
      />
      <LeagueStatBlock
        {...props}
        kind={kind}
        limit={kind === 'records' ? undefined : STAT_PREVIEW_ROWS}
      />
      {kind !== 'records' && (
        <Link
          className="dl-more"
          to={statisticsHref(props.leagueId, kind, props.season)}
          data-testid="data-stat-all"
        >
          查看全部
        </Link>
      )}
    </section>
  );
}
