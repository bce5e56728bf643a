import type {
  HandicapRecord,
  HandicapTeam,
  LeagueHandicapStat,
} from '@contracts/sportdata/leagueStats';
import { SortableTable, type StatColumn } from '../SortableTable';
import type { Sport } from '../rules';

const record = (r: HandicapRecord) => (r.games === 0 ? '-' : `${r.winPercent}%`);

const COLUMNS: readonly StatColumn<HandicapTeam>[] = [
  { key: 'games', label: '赛', cell: (r) => r.total.games, sort: (r) => r.total.games },
  { key: 'win', label: '赢', cell: (r) => r.total.win, sort: (r) => r.total.win },
  { key: 'halfWin', label: '赢半', cell: (r) => r.total.halfWin, detailOnly: true },
  { key: 'push', label: '走', cell: (r) => r.total.push, sort: (r) => r.total.push },
  { key: 'halfLose', label: '输半', cell: (r) => r.total.halfLose, detailOnly: true },
  { key: 'lose', label: '输', cell: (r) => r.total.lose, sort: (r) => r.total.lose },
  {
    key: 'winPercent',
    label: '赢盘率',
    cell: (r) => record(r.total),
    sort: (r) => r.total.winPercent,
  },
  // Teams without a settled match sort below those that lost every one.
  {
    key: 'net',
    label: '净胜',
    cell: (r) => r.total.net,
    sort: (r) => r.total.net * 1000 + r.total.games,
  },
  { key: 'favourite', label: '上盘', cell: (r) => record(r.favourite), detailOnly: true },
  { key: 'underdog', label: '下盘', cell: (r) => record(r.underdog), detailOnly: true },
];

/** 盘路: each finished match settled on the provider's opening Asian line. */
export function HandicapStat({
  data,
  sport,
  limit,
}: {
  data: LeagueHandicapStat;
  sport: Sport;
  limit?: number;
}) {
  const l = data.league;
  return (
    <>
      <p className="dl-stat__league" data-testid="data-stat-league">
        {data.providerName}初盘 · 有盘口{l.games}场（无盘口{l.withoutLine}场）
        {l.games > 0 &&
          ` · 主队赢盘率${l.home.winPercent}% · 上盘赢盘率${l.favourite.winPercent}% · 平手${l.levelGames}场`}
      </p>
      <SortableTable
        sport={sport}
        rows={data.teams}
        teamOf={(r) => r.team}
        columns={COLUMNS}
        initialSort="net"
        limit={limit}
        testId="data-stat-table"
      />
    </>
  );
}
