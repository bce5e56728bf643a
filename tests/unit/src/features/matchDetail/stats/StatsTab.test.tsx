// Pins the basketball 赛况 tab: the quarter table on top; 球队统计 away first with bars; the box
// score per team (客队 first, a switch), starters then bench, a note for players who did not play,
// the totals; before tip-off the roster with 首发 marks and no numbers; the injury lists or
// 暂无伤病信息; each call its own scheduler job, polling while live except the weekly injury list;
// a section drawn only once the ones above it have answered, so a late answer pushes nothing down.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BkMatchInjury, BkMatchLineup, BkMatchTeamStats } from '@contracts/sportdata/bkDetail';
import { appScheduler } from '@schedulers';
import { ApiError } from '@shared/http';
import StatsTab from '@features/matchDetail/stats/StatsTab';
import { matchItem } from '../../../entities/match/fixtures';
import { injury, matchInjuries, matchLineup, matchTeamStats, notStartedStats } from './fixtures';
import { DETAIL_LIVE_POLL_MS } from '../../../../../../src/features/matchDetail/timings';

const api = vi.hoisted(() => ({
  fetchBkTeamStats: vi.fn<(id: number, signal?: AbortSignal) => Promise<BkMatchTeamStats>>(),
  fetchBkLineup: vi.fn<(id: number, signal?: AbortSignal) => Promise<BkMatchLineup>>(),
  fetchBkInjuries: vi.fn<(id: number, signal?: AbortSignal) => Promise<BkMatchInjury>>(),
}));
vi.mock('@features/matchDetail/stats/api', () => api);

const liveMatch = matchItem({
  matchId: 8,
  sportType: 2,
  matchStatus: 3,
  homeTeamName: '湖人',
  awayTeamName: '勇士',
  homeScore: 88,
  awayScore: 80,
  periodScores: [
    [30, 25],
    [28, 30],
    [30, 25],
  ],
});
const upcoming = matchItem({
  ...liveMatch,
  matchStatus: 0,
  homeScore: 0,
  awayScore: 0,
  periodScores: [],
});

const show = (match = liveMatch, live = true) =>
  render(<StatsTab match={match} sport="basketball" live={live} />);

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.fetchBkTeamStats.mockResolvedValue(matchTeamStats());
  api.fetchBkLineup.mockResolvedValue(matchLineup());
  api.fetchBkInjuries.mockResolvedValue(matchInjuries());
});
afterEach(() => appScheduler.reset());

describe('basketball StatsTab', () => {
  it('keeps the quarter table on top, then team stats away first with bars', async () => {
    show();
    expect(screen.getByTestId('quarter-table')).toBeTruthy();
    const section = screen.getByTestId('bk-team-stats');
    const rows = await within(section).findAllByTestId('bk-team-stat');
    expect(rows.map((r) => r.getAttribute('data-stat'))).toEqual([
      'points',
      'rebounds',
      'assists',
      'steals',
      'blocks',
      'turnovers',
      'fouls',
      'fieldGoals',
      'threePoints',
      'freeThrows',
    ]);
    expect(section.textContent).toMatch(/^球队统计勇士湖人/);
    expect(rows[0]!.textContent).toBe('80得分88');
    expect(rows[7]!.textContent).toBe('30-7241.7%投篮47.1%33-70');
    const bar = rows[0]!.querySelector('.bks-bar')!.children;
    expect((bar[0] as HTMLElement).style.width).toBe('48%');
    expect((bar[1] as HTMLElement).style.width).toBe('52%');
    expect(api.fetchBkTeamStats).toHaveBeenCalledWith(8, expect.any(AbortSignal));
  });

  // Issue 31 item 8: a live page showed 60-88 on the scoreboard and 57-86 in 球队统计 — the
  // statistics call, polled on its own, lagged the live score. The points are the store's score.
  it('shows the match’s live score as the teams’ points, moving with it between polls', async () => {
    const ahead = { ...liveMatch, homeScore: 91, awayScore: 83 };
    const { rerender } = show(ahead);
    const section = screen.getByTestId('bk-team-stats');
    const points = async () => (await within(section).findAllByTestId('bk-team-stat'))[0]!;
    expect((await points()).textContent).toBe('83得分91');
    rerender(<StatsTab match={{ ...ahead, homeScore: 93 }} sport="basketball" live />);
    expect((await points()).textContent).toBe('83得分93');
    expect(api.fetchBkTeamStats).toHaveBeenCalledTimes(1);
  });

  it('shows the away box score first, starters then bench, and switches to the home team', async () => {
    show();
    const box = await screen.findByTestId('bk-box-score');
    const players = await within(box).findAllByTestId('bk-box-player');
    expect(players).toHaveLength(7);
    expect(players[0]!.textContent).toContain('球员200');
    expect(players[0]!.textContent).toContain('首发');
    // 时间 得分 篮板 助攻 抢断 盖帽 失误 犯规 投篮 三分 罚球
    const cells = within(players[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['34', '20', '5', '3', '1', '0', '2', '2', '4-9', '1-3', '1-2']);
    expect(players[5]!.textContent).not.toContain('首发');
    expect(players[6]!.textContent).toContain('伤病缺阵');
    const headers = within(box)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      '球员',
      '时间',
      '得分',
      '篮板',
      '助攻',
      '抢断',
      '盖帽',
      '失误',
      '犯规',
      '投篮',
      '三分',
      '罚球',
    ]);
    const totals = within(box).getByTestId('bk-box-totals');
    expect(totals.textContent).toContain('总计');
    expect(totals.textContent).toContain('96');
    expect(totals.textContent).toContain('36-80');
    expect(box.textContent).toContain('主教练：科尔');

    const [awayBtn, homeBtn] = within(box).getAllByTestId('bk-box-team');
    expect(awayBtn!.getAttribute('aria-pressed')).toBe('true');
    expect(awayBtn!.textContent).toBe('客队勇士');
    fireEvent.click(homeBtn!);
    expect(homeBtn!.getAttribute('aria-pressed')).toBe('true');
    expect(within(box).getAllByTestId('bk-box-player')[0]!.textContent).toContain('球员100');
    expect(box.textContent).toContain('主教练：雷迪克');
  });

  it('before tip-off lists the roster with 首发 marks and no numbers', async () => {
    api.fetchBkTeamStats.mockResolvedValue(notStartedStats);
    api.fetchBkLineup.mockResolvedValue(matchLineup(false));
    show(upcoming, false);
    expect(screen.getByText('比赛尚未开始')).toBeTruthy();
    const box = await screen.findByTestId('bk-box-score');
    const players = await within(box).findAllByTestId('bk-box-player');
    expect(players).toHaveLength(7);
    expect(players.filter((p) => p.textContent?.includes('首发'))).toHaveLength(5);
    expect(players[6]!.textContent).toContain('缺阵');
    expect(within(box).queryByRole('table')).toBeNull();
    expect(within(box).queryByTestId('bk-box-totals')).toBeNull();
    expect(box.textContent).toContain('比赛开始后显示球员数据');
    const team = screen.getByTestId('bk-team-stats');
    expect((await within(team).findByTestId('tab-empty')).textContent).toBe(
      '比赛开始后显示球队统计',
    );
  });

  it('lists both teams’ injuries away first, or says 暂无伤病信息', async () => {
    api.fetchBkInjuries.mockResolvedValueOnce(
      matchInjuries(
        [
          injury({
            playerId: 106,
            name: '詹姆斯',
            status: 'doubtful',
            statusName: '出战成疑',
            reason: '左脚踝酸痛',
          }),
        ],
        [],
      ),
    );
    const { unmount } = show();
    const section = await screen.findByTestId('bk-injuries');
    const teams = await within(section).findAllByTestId('bk-injury-team');
    expect(teams.map((t) => t.getAttribute('data-side'))).toEqual(['away', 'home']);
    expect(teams[0]!.textContent).toBe('勇士暂无伤病');
    const item = within(teams[1]!).getByTestId('bk-injury');
    expect(item.textContent).toContain('詹姆斯');
    expect(item.textContent).toContain('出战成疑');
    expect(item.textContent).toContain('左脚踝酸痛');
    unmount();
    appScheduler.reset();

    show();
    const empty = await within(await screen.findByTestId('bk-injuries')).findByTestId('tab-empty');
    expect(empty.textContent).toBe('暂无伤病信息');
  });

  it('shows an error with a retry in the section that failed', async () => {
    api.fetchBkLineup
      .mockRejectedValueOnce(new ApiError('timeout', { path: '/sportdata/f' }))
      .mockResolvedValueOnce(matchLineup());
    show();
    const box = await screen.findByTestId('bk-box-score');
    const error = await within(box).findByTestId('tab-error');
    expect(error.textContent).toContain('请求超时，请稍后重试');
    expect(
      await within(screen.getByTestId('bk-team-stats')).findAllByTestId('bk-team-stat'),
    ).toHaveLength(10);
    fireEvent.click(within(error).getByRole('button', { name: '重新加载' }));
    expect(await within(box).findAllByTestId('bk-box-player')).toHaveLength(7);
  });

  it('draws nothing under a section still loading, even when the calls below came first', async () => {
    let answerStats!: (stats: BkMatchTeamStats) => void;
    api.fetchBkTeamStats.mockReturnValue(new Promise((resolve) => (answerStats = resolve)));
    const { container } = show();
    // The box score and the injuries have answered; their jobs hold the data.
    await waitFor(() =>
      expect(
        appScheduler.inspect().filter((j) => j.key.startsWith('detail:stats:') && j.data),
      ).toHaveLength(2),
    );
    const skeleton = within(screen.getByTestId('bk-team-stats')).getByTestId('tab-skeleton');
    const below = [...container.querySelectorAll('*')].filter(
      (el) =>
        !skeleton.contains(el) &&
        (skeleton.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
    );
    expect(below).toEqual([]);
    answerStats(matchTeamStats());
    expect(await screen.findAllByTestId('bk-team-stat')).toHaveLength(10);
    expect(screen.getAllByTestId('bk-box-player')).toHaveLength(7);
    expect(screen.getByTestId('bk-injuries').textContent).toBe('伤病暂无伤病信息');
  });

  it('polls the stats and box score while live, and asks the injury list once', async () => {
    show();
    await screen.findAllByTestId('bk-box-player');
    const jobs = appScheduler
      .inspect()
      .filter((j) => j.key.startsWith('detail:stats:'))
      .map((j) => [j.key, j.intervalMs])
      .sort();
    expect(jobs).toEqual([
      ['detail:stats:getBkMatchInjury:8', undefined],
      ['detail:stats:getBkMatchLineup:8:live', DETAIL_LIVE_POLL_MS],
      ['detail:stats:getBkMatchTeamRankAndCount:8:live', DETAIL_LIVE_POLL_MS],
    ]);
  });

  it('asks once, without polling, for a finished match', async () => {
    show({ ...liveMatch, matchStatus: -1 }, false);
    await screen.findAllByTestId('bk-box-player');
    const polling = appScheduler
      .inspect()
      .filter((j) => j.key.startsWith('detail:stats:') && j.intervalMs !== undefined);
    expect(polling).toEqual([]);
  });
});
