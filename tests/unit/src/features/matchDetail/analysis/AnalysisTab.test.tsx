// Pins the analysis tab as a fan meets it: each section loads on its own through a scheduler cache
// job (skeleton, then data), the head-to-head bar and rows, both teams' form, the table with the two
// teams marked, the 总/主/客 record and the schedule ahead; the empty texts; an error confined to its
// section with a retry; and the filters, which ask again with their arguments.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  MatchScheduleList,
  MatchStanding,
  TeamBoutExploits,
  TeamNearStatus,
  TeamStanding,
} from '@contracts/sportdata/analysis';
import { appScheduler } from '@schedulers';
import { ApiError } from '@shared/http';
import AnalysisTab from '@features/matchDetail/analysis/AnalysisTab';
import type { FormFilters, TeamStandingArgs } from '@features/matchDetail/analysis/api';
import { matchItem } from '../../../entities/match/fixtures';
import {
  bout,
  nearStatus,
  resultMatch,
  schedule,
  scheduleMatch,
  standing,
  standingRow,
  teamStanding,
} from './fixtures';

const api = vi.hoisted(() => ({
  fetchBoutExploits: vi.fn<(id: number, f: FormFilters) => Promise<TeamBoutExploits>>(),
  fetchNearStatus: vi.fn<(id: number, f: FormFilters) => Promise<TeamNearStatus>>(),
  fetchMatchStanding: vi.fn<(id: number) => Promise<MatchStanding>>(),
  fetchTeamStanding: vi.fn<(args: TeamStandingArgs) => Promise<TeamStanding>>(),
  fetchScheduleList: vi.fn<(id: number) => Promise<MatchScheduleList>>(),
  // The football-only sections, pinned in AnalysisExtras.test.tsx: here they stay on their skeletons.
  fetchAbility: vi.fn(() => new Promise<never>(() => {})),
  fetchTidian: vi.fn(() => new Promise<never>(() => {})),
  fetchInformation: vi.fn(() => new Promise<never>(() => {})),
}));
vi.mock('@features/matchDetail/analysis/api', () => api);

const match = matchItem({
  matchId: 11,
  leagueId: 36,
  homeTeamId: 1,
  homeTeamName: '曼城',
  awayTeamId: 2,
  awayTeamName: '阿森纳',
});

const meetings = [
  resultMatch({ matchId: 1, homeScore: 2, awayScore: 1 }),
  resultMatch({
    matchId: 2,
    homeTeamId: 2,
    homeTeamName: '阿森纳',
    awayTeamId: 1,
    awayTeamName: '曼城',
    isHome: false,
    homeScore: 1,
    awayScore: 1,
  }),
  resultMatch({ matchId: 3, homeScore: 0, awayScore: 3, homeHalfScore: null, awayHalfScore: null }),
];

function answerAll() {
  api.fetchBoutExploits.mockResolvedValue(bout(meetings));
  api.fetchNearStatus.mockResolvedValue(
    nearStatus(
      [resultMatch({ homeScore: 3, awayScore: 0 }), resultMatch({ homeScore: 0, awayScore: 1 })],
      [
        resultMatch({
          teamId: 2,
          homeTeamId: 2,
          homeTeamName: '阿森纳',
          homeScore: 1,
          awayScore: 1,
        }),
      ],
    ),
  );
  api.fetchMatchStanding.mockResolvedValue(
    standing([
      standingRow({ rank: 1, teamId: 9, teamName: '利物浦' }),
      standingRow({ rank: 2, teamId: 2, teamName: '阿森纳', highlight: 'away' }),
      standingRow({ rank: 3, teamId: 8, teamName: '热刺' }),
      standingRow({ rank: 4, teamId: 1, teamName: '曼城', highlight: 'home', points: 20 }),
    ]),
  );
  api.fetchTeamStanding.mockImplementation((args) =>
    Promise.resolve(teamStanding(args.teamId, [resultMatch({ teamId: args.teamId })])),
  );
  api.fetchScheduleList.mockResolvedValue(
    schedule(
      [scheduleMatch({ daysAfter: 3, opponentTeamName: '切尔西' })],
      [scheduleMatch({ teamId: 2, isHome: false, opponentTeamName: '热刺', daysAfter: 0 })],
    ),
  );
}

const show = (sport: 'football' | 'basketball' = 'football') =>
  render(<AnalysisTab match={match} sport={sport} live={false} />);

const section = (testId: string) => screen.getByTestId(testId);

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
});
afterEach(() => appScheduler.reset());

describe('AnalysisTab', () => {
  it('shows skeletons, then every section with its data', async () => {
    answerAll();
    show();
    expect(within(section('analysis-h2h')).getByTestId('tab-skeleton')).toBeTruthy();
    const rows = await within(section('analysis-h2h')).findAllByTestId('h2h-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('曼城');
    expect(rows[0]!.textContent).toContain('2-1');
    expect(rows[0]!.textContent).toContain('(1-0)');
    expect(
      rows.map((r) => within(r).getByTestId('result-chip').getAttribute('data-result')),
    ).toEqual(['W', 'D', 'L']);
    expect(screen.getByTestId('h2h-summary').textContent).toBe(
      '曼城 3场 1胜 1平 1负，胜率33.3%，进3 失5',
    );
    expect(within(screen.getByTestId('wdl-bar')).getByText('胜 1 (34%)')).toBeTruthy();

    const teams = await within(section('analysis-form')).findAllByTestId('form-team');
    expect(teams.map((t) => t.getAttribute('data-side'))).toEqual(['home', 'away']);
    expect(
      within(teams[0]!)
        .getAllByTestId('result-chip')
        .map((c) => c.textContent),
    ).toEqual(['胜', '负', '胜', '负']);
    expect(within(teams[1]!).getAllByTestId('form-row')).toHaveLength(1);

    const table = await within(section('analysis-standing')).findAllByTestId('standing-row');
    expect(table.map((r) => r.getAttribute('data-highlight'))).toEqual(['away', 'home']);
    expect(within(section('analysis-standing')).getByText('英格兰超级联赛 2026-2027')).toBeTruthy();
    const record = await within(section('team-record')).findAllByTestId('team-record-row');
    expect(record.map((r) => r.textContent)).toEqual([
      expect.stringContaining('曼城'),
      expect.stringContaining('阿森纳'),
    ]);

    const upcoming = await within(section('analysis-schedule')).findAllByTestId('schedule-row');
    expect(upcoming[0]!.textContent).toContain('切尔西');
    expect(upcoming[0]!.textContent).toContain('3天后');
    expect(upcoming[1]!.textContent).toContain('客热刺');
    expect(upcoming[1]!.textContent).toContain('同日');
  });

  it('asks each call once with the spec arguments, as cache jobs that never poll', async () => {
    answerAll();
    show();
    await screen.findAllByTestId('schedule-row');
    await screen.findAllByTestId('team-record-row');
    const noFilter = { isHomeAway: false, leagueId: 0 };
    expect(api.fetchBoutExploits).toHaveBeenCalledOnce();
    expect(api.fetchBoutExploits).toHaveBeenCalledWith(11, noFilter, expect.any(AbortSignal));
    expect(api.fetchNearStatus).toHaveBeenCalledWith(11, noFilter, expect.any(AbortSignal));
    expect(api.fetchMatchStanding).toHaveBeenCalledWith(11, expect.any(AbortSignal));
    expect(api.fetchScheduleList).toHaveBeenCalledWith(11, expect.any(AbortSignal));
    expect(api.fetchTeamStanding.mock.calls.map(([args]) => args)).toEqual([
      { teamId: 1, matchCount: 10, locationType: 0, leagueType: 0 },
      { teamId: 2, matchCount: 10, locationType: 0, leagueType: 0 },
    ]);
    const jobs = appScheduler.inspect().filter((j) => j.key.startsWith('detail:analysis:'));
    expect(jobs.map((j) => j.key).sort()).toEqual([
      'detail:analysis:getMatchAnalysisAbility:11',
      'detail:analysis:getMatchInfomationApi:11',
      'detail:analysis:getMatchScheduleList:11:n5',
      'detail:analysis:getMatchStanding:11',
      'detail:analysis:getMatchTidianList:11',
      'detail:analysis:getTeamBoutExploits:11:n10:ha0:lg0',
      'detail:analysis:getTeamNearStatus:11:n10:ha0:lg0',
      'detail:analysis:getTeamStanding:1,2:m10:loc0:lt0',
    ]);
    expect(jobs.every((j) => j.intervalMs === undefined)).toBe(true);
  });

  it('never polls, even while the match is live', async () => {
    answerAll();
    render(<AnalysisTab match={match} sport="football" live />);
    await screen.findAllByTestId('schedule-row');
    const jobs = appScheduler.inspect().filter((j) => j.key.startsWith('detail:analysis:'));
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.every((j) => j.intervalMs === undefined && !j.key.endsWith(':live'))).toBe(true);
  });

  it('asks again with isHomeAway when 同主客 is pressed, and serves the way back from cache', async () => {
    answerAll();
    show();
    const h2h = section('analysis-h2h');
    await within(h2h).findAllByTestId('h2h-row');
    api.fetchBoutExploits.mockResolvedValueOnce(bout([meetings[0]!], true));
    const sameSides = within(h2h).getByRole('button', { name: '同主客' });
    fireEvent.click(sameSides);
    expect(sameSides.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(within(h2h).getAllByTestId('h2h-row')).toHaveLength(1));
    expect(api.fetchBoutExploits).toHaveBeenLastCalledWith(
      11,
      { isHomeAway: true, leagueId: 0 },
      expect.any(AbortSignal),
    );
    fireEvent.click(sameSides);
    await waitFor(() => expect(within(h2h).getAllByTestId('h2h-row')).toHaveLength(3));
    expect(api.fetchBoutExploits).toHaveBeenCalledTimes(2);
    // The form section keeps its own filters.
    expect(api.fetchNearStatus).toHaveBeenCalledOnce();
  });

  it('asks for this league only when 同赛事 is pressed', async () => {
    answerAll();
    show();
    const form = section('analysis-form');
    await within(form).findAllByTestId('form-team');
    fireEvent.click(within(form).getByRole('button', { name: '同赛事' }));
    await waitFor(() =>
      expect(api.fetchNearStatus).toHaveBeenLastCalledWith(
        11,
        { isHomeAway: false, leagueId: 36 },
        expect.any(AbortSignal),
      ),
    );
    fireEvent.click(within(form).getByRole('button', { name: '同主客' }));
    await waitFor(() =>
      expect(api.fetchNearStatus).toHaveBeenLastCalledWith(
        11,
        { isHomeAway: true, leagueId: 36 },
        expect.any(AbortSignal),
      ),
    );
  });

  it('shows five rows until 展开全部', async () => {
    answerAll();
    const many = Array.from({ length: 8 }, (_, i) => resultMatch({ matchId: 100 + i }));
    api.fetchBoutExploits.mockResolvedValue(bout(many));
    show();
    const h2h = section('analysis-h2h');
    expect(await within(h2h).findAllByTestId('h2h-row')).toHaveLength(5);
    fireEvent.click(within(h2h).getByRole('button', { name: '展开全部 (8)' }));
    expect(within(h2h).getAllByTestId('h2h-row')).toHaveLength(8);
    fireEvent.click(within(h2h).getByRole('button', { name: '收起' }));
    expect(within(h2h).getAllByTestId('h2h-row')).toHaveLength(5);
  });

  it('opens the whole table on 完整积分榜', async () => {
    answerAll();
    show();
    const table = section('analysis-standing');
    expect(await within(table).findAllByTestId('standing-row')).toHaveLength(2);
    fireEvent.click(within(table).getByRole('button', { name: '完整积分榜' }));
    expect(
      within(table)
        .getAllByTestId('standing-row')
        .map((r) => r.textContent),
    ).toEqual([
      expect.stringContaining('利物浦'),
      expect.stringContaining('阿森纳'),
      expect.stringContaining('热刺'),
      expect.stringContaining('曼城'),
    ]);
  });

  it('asks both teams’ home record on 主', async () => {
    answerAll();
    show();
    const record = section('team-record');
    await within(record).findAllByTestId('team-record-row');
    fireEvent.click(within(record).getByRole('button', { name: '主' }));
    await waitFor(() => expect(api.fetchTeamStanding).toHaveBeenCalledTimes(4));
    expect(api.fetchTeamStanding.mock.calls.slice(2).map(([args]) => args)).toEqual([
      { teamId: 1, matchCount: 10, locationType: 1, leagueType: 0 },
      { teamId: 2, matchCount: 10, locationType: 1, leagueType: 0 },
    ]);
    expect(within(record).getByRole('button', { name: '主' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('says so in Chinese when there is nothing to show', async () => {
    api.fetchBoutExploits.mockResolvedValue(bout([]));
    api.fetchNearStatus.mockResolvedValue(nearStatus([], []));
    api.fetchMatchStanding.mockResolvedValue(
      standing([], { available: false, reason: '杯赛不设积分榜', leagueKind: 'cup' }),
    );
    api.fetchTeamStanding.mockImplementation((args) =>
      Promise.resolve(teamStanding(args.teamId, [])),
    );
    api.fetchScheduleList.mockResolvedValue(schedule([], []));
    show();
    expect((await within(section('analysis-h2h')).findByTestId('tab-empty')).textContent).toBe(
      '暂无交锋记录',
    );
    expect((await within(section('analysis-form')).findByTestId('tab-empty')).textContent).toBe(
      '暂无近期战绩',
    );
    const standingEmpty = await within(section('analysis-standing')).findAllByTestId('tab-empty');
    expect(standingEmpty.map((e) => e.textContent)).toEqual(
      expect.arrayContaining(['杯赛不设积分榜']),
    );
    await waitFor(() =>
      expect(within(section('team-record')).getByTestId('tab-empty').textContent).toBe('暂无数据'),
    );
    expect((await within(section('analysis-schedule')).findByTestId('tab-empty')).textContent).toBe(
      '暂无赛程',
    );
  });

  it('says 暂无数据 for one team without matches while the other has some', async () => {
    answerAll();
    api.fetchNearStatus.mockResolvedValue(nearStatus([resultMatch()], []));
    show();
    const teams = await within(section('analysis-form')).findAllByTestId('form-team');
    expect(teams[1]!.textContent).toContain('暂无数据');
    expect(within(teams[0]!).getAllByTestId('form-row')).toHaveLength(1);
  });

  it('keeps an error in its own section, with a retry that loads', async () => {
    answerAll();
    api.fetchBoutExploits.mockRejectedValueOnce(new ApiError('network', { path: '/sportdata/f' }));
    show();
    const h2h = section('analysis-h2h');
    const error = await within(h2h).findByTestId('tab-error');
    expect(error.textContent).toContain('网络连接失败，请检查网络后重试');
    // The other sections are unaffected.
    expect(await within(section('analysis-form')).findAllByTestId('form-team')).toHaveLength(2);
    fireEvent.click(within(error).getByRole('button', { name: '重新加载' }));
    expect(await within(h2h).findAllByTestId('h2h-row')).toHaveLength(3);
    expect(api.fetchBoutExploits).toHaveBeenCalledTimes(2);
  });

  it('reads basketball without draws', async () => {
    answerAll();
    show('basketball');
    await screen.findByTestId('h2h-summary');
    expect(screen.getByTestId('h2h-summary').textContent).toContain('3场 1胜 1负');
    expect(screen.getByTestId('h2h-summary').textContent).toContain('得3 失5');
    const legend = screen.getByTestId('wdl-bar').textContent ?? '';
    expect(legend).not.toContain('平');
    const head = (await within(section('analysis-standing')).findAllByRole('columnheader')).map(
      (th) => th.textContent,
    );
    expect(head).toContain('胜差');
    expect(head).not.toContain('平');
  });
});
