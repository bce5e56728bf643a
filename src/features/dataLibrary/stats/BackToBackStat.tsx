import type {
  BackToBackTeam,
  LeagueBackToBackStat,
  RestRecord,
} from '@contracts/sportdata/leagueStats';
import { SortableTable, type StatColumn } from '../SortableTable';
import type { Sport } from '../rules';

const wdl = (r: RestRecord, sport: Sport) =>
  sport === 2 ? `${r.won}-${r.lost}` : `${r.won}-${r.drawn}-${r.lost}`;
const rate = (r: RestRecord) => (r.played === 0 ? '-' : `${r.winPercent}%`);

/** Short heads: the league line above names the two kinds of game in full. */
function columnsOf(sport: Sport): StatColumn<BackToBackTeam>[] {
  const short = sport === 2 ? '背靠背' : '短休';
  const rested = sport === 2 ? '非背靠背' : '常规';
  return [
    {
      key: 'shortPlayed',
      label: `${short}赛`,
      cell: (r) => r.shortRest.played,
      sort: (r) => r.shortRest.played,
    },
    {
      key: 'shortRecord',
      label: sport === 2 ? '胜-负' : '胜-平-负',
      cell: (r) => wdl(r.shortRest, sport),
    },
    {
      key: 'shortRate',
      label: '胜率',
      cell: (r) => rate(r.shortRest),
      sort: (r) => r.shortRest.winPercent,
    },
    {
      key: 'restedPlayed',
      label: `${rested}赛`,
      cell: (r) => r.rested.played,
      sort: (r) => r.rested.played,
    },
    {
      key: 'restedRecord',
      label: sport === 2 ? '胜-负' : '胜-平-负',
      cell: (r) => wdl(r.rested, sport),
    },
    {
      key: 'restedRate',
      label: '胜率',
      cell: (r) => rate(r.rested),
      sort: (r) => r.rested.winPercent,
    },
  ];
}

/** 背靠背 (basketball) or a congested fixture (football): the record soon after the last game. */
export function BackToBackStat({
  data,
  sport,
  limit,
}: {
  data: LeagueBackToBackStat;
  sport: Sport;
  limit?: number;
}) {
  const { shortRest, rested } = data.league;
  return (
    <>
      <p className="dl-stat__league" data-testid="data-stat-league">
        {data.shortRestLabel}：{shortRest.played}场 胜率{shortRest.winPercent}% 场均
        {shortRest.averageFor}-{shortRest.averageAgainst} · {data.restedLabel}：{rested.played}场
        胜率{rested.winPercent}% 场均{rested.averageFor}-{rested.averageAgainst}
      </p>
      <SortableTable
        sport={sport}
        rows={data.teams}
        teamOf={(r) => r.team}
        columns={columnsOf(sport)}
        initialSort="shortRate"
        limit={limit}
        testId="data-stat-table"
      />
    </>
  );
}
