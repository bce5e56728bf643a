import type { LeagueOddEvenStat, OddEvenTeam } from '@contracts/sportdata/leagueStats';
import { SortableTable, type StatColumn } from '../SortableTable';
import type { Sport } from '../rules';

const COLUMNS: readonly StatColumn<OddEvenTeam>[] = [
  { key: 'played', label: '赛', cell: (r) => r.total.played, sort: (r) => r.total.played },
  { key: 'odd', label: '单', cell: (r) => r.total.odd, sort: (r) => r.total.odd },
  { key: 'even', label: '双', cell: (r) => r.total.even, sort: (r) => r.total.even },
  {
    key: 'oddPercent',
    label: '单%',
    cell: (r) => `${r.total.oddPercent}%`,
    sort: (r) => r.total.oddPercent,
  },
  { key: 'home', label: '主 单/双', cell: (r) => `${r.home.odd}/${r.home.even}` },
  { key: 'away', label: '客 单/双', cell: (r) => `${r.away.odd}/${r.away.even}` },
];

/** 单双: matches whose total goals (points) are odd or even, per team and over the league. */
export function OddEvenStat({
  data,
  sport,
  limit,
}: {
  data: LeagueOddEvenStat;
  sport: Sport;
  limit?: number;
}) {
  const l = data.league;
  return (
    <>
      <p className="dl-stat__league" data-testid="data-stat-league">
        全部{l.played}场：单 {l.odd}场（{l.oddPercent}%） · 双 {l.even}场（{l.evenPercent}%）
      </p>
      <SortableTable
        sport={sport}
        rows={data.teams}
        teamOf={(r) => r.team}
        columns={COLUMNS}
        initialSort="oddPercent"
        limit={limit}
        testId="data-stat-table"
      />
    </>
  );
}
