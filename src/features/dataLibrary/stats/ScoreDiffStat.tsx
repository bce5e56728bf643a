import type { LeagueScoreDiffStat, ScoreDiffTeam } from '@contracts/sportdata/leagueStats';
import { SortableTable, type StatColumn } from '../SortableTable';
import type { Sport } from '../rules';

/** 胜负差: wins and losses by margin band, per team; the league's by the home side's margin. */
export function ScoreDiffStat({
  data,
  sport,
  limit,
}: {
  data: LeagueScoreDiffStat;
  sport: Sport;
  limit?: number;
}) {
  const columns: StatColumn<ScoreDiffTeam>[] = [
    { key: 'played', label: '赛', cell: (r) => r.played, sort: (r) => r.played },
    ...data.bands.map((band, i): StatColumn<ScoreDiffTeam> => ({
      key: band.key,
      label: band.label,
      cell: (r) => r.total[i] ?? 0,
      sort: (r) => r.total[i] ?? 0,
    })),
    { key: 'difference', label: '净胜', cell: (r) => r.difference, sort: (r) => r.difference },
  ];
  return (
    <>
      <p className="dl-stat__league" data-testid="data-stat-league">
        全部{data.league.played}场（主队视角）：
        {data.bands.map((band, i) => `${band.label} ${data.league.home[i] ?? 0}`).join(' · ')}
      </p>
      <SortableTable
        sport={sport}
        rows={data.teams}
        teamOf={(r) => r.team}
        columns={columns}
        initialSort="difference"
        limit={limit}
        testId="data-stat-table"
      />
    </>
  );
}
