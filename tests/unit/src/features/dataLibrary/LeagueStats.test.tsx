// Pins the league page's 统计 tab: football's chips (单双, 盘路, 胜负差, 密集赛程) and basketball's
// (球队数据, 赛季之最, 单双, 让分, 分差, 背靠背); each statistic's league line and its top rows as the server counts
// them, sorted by its column (a tap sorts by another, a second tap the other way); 查看全部 to
// /data/statistics-detail; a season without a finished match says so; an error retries.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  BkTheMostOfLeague,
  LeagueHandicapStat,
  LeagueOddEvenStat,
  OddEvenCount,
} from '@contracts/sportdata/leagueStats';
import { appScheduler } from '@schedulers';
import { ApiError } from '@shared/http';
import { LeagueStats } from '@features/dataLibrary/LeagueStats';
import type { StatKind } from '@features/dataLibrary/statKinds';
import { team } from './playerFixtures';

const api = vi.hoisted(() => ({ fetchLeagueStat: vi.fn() }));
vi.mock('@features/dataLibrary/statsApi', () => api);

const head = (sport: number, finishedMatches = 30) => ({
  leagueId: 36,
  leagueName: '英超',
  sport,
  kind: 'league',
  season: '2026-2027',
  current: true,
  finishedMatches,
});

const count = (odd: number, even: number): OddEvenCount => ({
  played: odd + even,
  odd,
  even,
  oddPercent: odd + even === 0 ? 0 : Math.round((odd / (odd + even)) * 1000) / 10,
  evenPercent: odd + even === 0 ? 0 : Math.round((even / (odd + even)) * 1000) / 10,
});

/** Ten clubs in id order, club i with i odd totals out of 10. */
function oddEven(finished = 30): LeagueOddEvenStat {
  return {
    ...head(1, finished),
    teams: Array.from({ length: 10 }, (_, i) => ({
      team: team(i + 1, `球队${i + 1}`),
      total: count(i, 10 - i),
      home: count(i, 0),
      away: count(0, 10 - i),
    })),
    league: count(16, 14),
  };
}

const record = (win: number, lose: number) => ({
  games: win + lose,
  win,
  halfWin: 0,
  push: 0,
  halfLose: 0,
  lose,
  winPercent: win + lose === 0 ? 0 : Math.round((win / (win + lose)) * 1000) / 10,
  net: win - lose,
});

const handicap: LeagueHandicapStat = {
  ...head(1),
  providerId: 0,
  providerName: '皇冠',
  teams: [
    { name: '甲', win: 1, lose: 2 },
    { name: '乙', win: 3, lose: 0 },
  ].map((t, i) => ({
    team: team(i + 1, t.name),
    total: record(t.win, t.lose),
    home: record(t.win, 0),
    away: record(0, t.lose),
    favourite: record(t.win, t.lose),
    underdog: record(0, 0),
    level: record(0, 0),
    withoutLine: 1,
  })),
  league: { games: 3, withoutLine: 27, home: record(2, 1), favourite: record(2, 1), levelGames: 0 },
};

const records: BkTheMostOfLeague = {
  ...head(2),
  records: [
    {
      key: 'mostPlayerPoints',
      label: '单场最高得分',
      value: 51,
      match: {
        matchId: 77,
        matchTime: Date.UTC(2026, 10, 20, 11),
        round: null,
        home: team(1, '湖人'),
        away: team(2, '勇士'),
        homeScore: 130,
        awayScore: 121,
      },
      team: team(1, '湖人'),
      player: { playerId: 501, name: '詹姆斯', teamId: 1 },
      equalled: 1,
    },
  ],
};

function answer(kind: StatKind) {
  switch (kind) {
    case 'oddEven':
      return { kind, data: oddEven() };
    case 'handicap':
      return { kind, data: handicap };
    case 'records':
      return { kind, data: records };
    default:
      throw new Error(`not in these tests: ${kind}`);
  }
}

const show = (sport: 1 | 2 = 1) =>
  render(
    <MemoryRouter>
      <LeagueStats sport={sport} leagueId={36} season={undefined} />
    </MemoryRouter>,
  );

const teamsOf = (rows: HTMLElement[]) =>
  rows.map((r) => r.querySelector('.dl-table__team')?.textContent);

beforeEach(() => {
  api.fetchLeagueStat.mockReset();
  api.fetchLeagueStat.mockImplementation((kind: StatKind) => Promise.resolve(answer(kind)));
});
afterEach(() => appScheduler.reset());

describe('the league statistics tab', () => {
  it('offers each sport its statistics', () => {
    show(1);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '单双',
      '盘路',
      '胜负差',
      '密集赛程',
    ]);
    appScheduler.reset();
    document.body.innerHTML = '';
    show(2);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '球队数据',
      '赛季之最',
      '单双',
      '让分',
      '分差',
      '背靠背',
    ]);
  });

  it('shows 单双’s league line and its top 8 clubs by odd share, and links to the full table', async () => {
    show();
    expect(screen.getByTestId('data-stat-loading')).toBeTruthy();
    const rows = await screen.findAllByTestId('data-stat-table-row');
    expect(api.fetchLeagueStat).toHaveBeenCalledWith('oddEven', 36, undefined, expect.anything());
    expect(screen.getByTestId('data-stat-league').textContent).toBe(
      '全部30场：单 16场（53.3%） · 双 14场（46.7%）',
    );
    expect(rows).toHaveLength(8);
    expect(teamsOf(rows)).toEqual([
      '球队10',
      '球队9',
      '球队8',
      '球队7',
      '球队6',
      '球队5',
      '球队4',
      '球队3',
    ]);
    // #, club, played, odd, even, odd share, home odd/even, away odd/even.
    expect(rows[0]!.textContent).toBe('1球队10109190%9/00/1');
    expect(screen.getByTestId('data-stat-all').getAttribute('href')).toBe(
      '/data/statistics-detail?leagueId=36&type=oddEven',
    );
  });

  it('sorts by the column tapped, the other way on a second tap', async () => {
    show();
    await screen.findAllByTestId('data-stat-table-row');
    fireEvent.click(screen.getByTestId('data-stat-table-sort-even'));
    expect(teamsOf(screen.getAllByTestId('data-stat-table-row')).slice(0, 2)).toEqual([
      '球队1',
      '球队2',
    ]);
    fireEvent.click(screen.getByTestId('data-stat-table-sort-even'));
    expect(teamsOf(screen.getAllByTestId('data-stat-table-row')).slice(0, 2)).toEqual([
      '球队10',
      '球队9',
    ]);
  });

  it('switches to 盘路: the provider’s opening line, the league’s records, clubs by net', async () => {
    show();
    await screen.findAllByTestId('data-stat-table-row');
    fireEvent.click(screen.getByTestId('data-stat-kind-handicap'));
    const table = await screen.findByTestId('data-stat-table');
    expect(screen.getByTestId('data-stat-league').textContent).toBe(
      '皇冠初盘 · 有盘口3场（无盘口27场） · 主队赢盘率66.7% · 上盘赢盘率66.7% · 平手0场',
    );
    const rows = within(table).getAllByTestId('data-stat-table-row');
    expect(teamsOf(rows)).toEqual(['乙', '甲']);
    expect(rows[0]!.textContent).toBe('1乙3300100%3');
    expect(screen.getByTestId('data-stat-all').getAttribute('href')).toContain('type=handicap');
  });

  it('asks basketball’s 让分 for the same handicap count and links its full table', async () => {
    show(2);
    fireEvent.click(screen.getByTestId('data-stat-kind-handicap'));
    await screen.findByTestId('data-stat-table');
    expect(api.fetchLeagueStat).toHaveBeenLastCalledWith(
      'handicap',
      36,
      undefined,
      expect.anything(),
    );
    expect(screen.getByTestId('data-stat-all').getAttribute('href')).toContain('type=handicap');
  });

  it('lists basketball’s season records with who set them and the game', async () => {
    show(2);
    fireEvent.click(screen.getByTestId('data-stat-kind-records'));
    const rows = await screen.findAllByTestId('data-stat-record');
    expect(rows.map((r) => r.textContent)).toEqual([
      '单场最高得分51詹姆斯（1次追平）11-20 湖人 130-121 勇士',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: '詹姆斯' }).getAttribute('href')).toBe(
      '/data/player-info?playerId=501',
    );
    expect(screen.queryByTestId('data-stat-all')).toBeNull();
  });

  it('says a season without a finished match has no statistics', async () => {
    api.fetchLeagueStat.mockResolvedValue({ kind: 'oddEven', data: oddEven(0) });
    show();
    expect((await screen.findByTestId('data-stat-empty')).textContent).toBe('本赛季暂无完场比赛');
  });

  it('shows an error with a retry that asks again', async () => {
    api.fetchLeagueStat.mockRejectedValueOnce(
      new ApiError('http', {
        path: '/x',
        status: 404,
        code: 'season_not_found',
        message: '该赛季暂无比赛',
      }),
    );
    show();
    const error = await screen.findByTestId('data-stat-error');
    expect(error.textContent).toContain('该赛季暂无比赛');
    fireEvent.click(within(error).getByRole('button'));
    expect(await screen.findAllByTestId('data-stat-table-row')).toHaveLength(8);
  });
});
