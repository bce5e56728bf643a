import type { BkAverages, BkLeagueStat, BkLeagueStatTeam } from '@contracts/sportdata/leagueStats';
import { SortableTable, type StatColumn } from '../SortableTable';
import type { Sport } from '../rules';

type AverageKey = Exclude<keyof BkAverages, 'games'>;

const AVERAGES: readonly [AverageKey, string, string][] = [
  ['pointsFor', '得分', ''],
  ['pointsAgainst', '失分', ''],
  ['rebounds', '篮板', ''],
  ['assists', '助攻', ''],
  ['steals', '抢断', ''],
  ['blocks', '盖帽', ''],
  ['turnovers', '失误', ''],
  ['fouls', '犯规', ''],
  ['fieldGoalPercent', '投篮', '%'],
  ['threePointPercent', '三分', '%'],
  ['freeThrowPercent', '罚球', '%'],
];

const COLUMNS: readonly StatColumn<BkLeagueStatTeam>[] = [
  { key: 'record', label: '胜-负', cell: (r) => `${r.won}-${r.lost}`, sort: (r) => r.won - r.lost },
  ...AVERAGES.map(([key, label, unit]): StatColumn<BkLeagueStatTeam> => ({
    key,
    label,
    cell: (r) => `${r.averages[key]}${unit}`,
    sort: (r) => r.averages[key],
  })),
];

/** 球队数据: each team's per-game averages from the box scores, and the league's. */
export function AveragesStat({
  data,
  sport,
  limit,
}: {
  data: BkLeagueStat;
  sport: Sport;
  limit?: number;
}) {
  const l = data.league;
  return (
    <>
      <p className="dl-stat__league" data-testid="data-stat-league">
        联盟场均：得分 {l.pointsFor} · 篮板 {l.rebounds} · 助攻 {l.assists} · 投篮{' '}
        {l.fieldGoalPercent}% · 三分 {l.threePointPercent}%
      </p>
      <SortableTable
        sport={sport}
        rows={data.teams}
        teamOf={(r) => r.team}
        columns={COLUMNS}
        initialSort="pointsFor"
        limit={limit}
        testId="data-stat-table"
      />
    </>
  );
}
