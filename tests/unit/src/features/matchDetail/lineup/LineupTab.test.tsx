// Pins the lineup tab: both elevens on the pitch in their formation rows (home on top, mirrored,
// its goalkeeper at the top edge; away at the bottom, issue 16 item 11 a),
// bench and coaches; lists instead of a pitch where there is no formation (basketball); the plain
// 阵容暂未公布 state with the publication time and a refresh; and the error with a retry.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchLineup } from '@contracts/sportdata/analysis';
import { appScheduler } from '@schedulers';
import { ApiError } from '@shared/http';
import LineupTab from '@features/matchDetail/lineup/LineupTab';
import { matchItem } from '../../../entities/match/fixtures';
import { notYet, placedEleven, player, published, teamLineup } from './fixtures';

const api = vi.hoisted(() => ({
  fetchMatchLineup: vi.fn<(id: number) => Promise<MatchLineup>>(),
}));
vi.mock('@features/matchDetail/lineup/api', () => api);

const match = matchItem({ matchId: 11, homeTeamName: '曼城', awayTeamName: '阿森纳' });
const show = (live = false) => render(<LineupTab match={match} sport="football" live={live} />);

beforeEach(() => api.fetchMatchLineup.mockReset());
afterEach(() => appScheduler.reset());

describe('LineupTab', () => {
  it('draws both elevens on the pitch, then the bench and the coaches', async () => {
    api.fetchMatchLineup.mockResolvedValue(
      published({
        away: teamLineup('away', {
          formation: '4-2-3-1',
          starters: placedEleven(200, [4, 2, 3, 1]),
        }),
      }),
    );
    show();
    expect(screen.getByTestId('tab-skeleton')).toBeTruthy();
    const pitch = await screen.findByTestId('lineup-pitch');
    const players = within(pitch).getAllByTestId('lineup-player');
    expect(players).toHaveLength(22);
    expect(players.filter((p) => p.getAttribute('data-side') === 'home')).toHaveLength(11);

    const [homeHalf, awayHalf] = within(pitch).getAllByRole('list');
    expect(homeHalf!.getAttribute('aria-label')).toBe('曼城 首发');
    expect(awayHalf!.getAttribute('aria-label')).toBe('阿森纳 首发');
    const rowSizes = (half: HTMLElement) =>
      within(half)
        .getAllByRole('listitem')
        .map((li) => within(li).getAllByTestId('lineup-player').length);
    // Home from its goal at the top down; away from the halfway line down to its goal.
    expect(rowSizes(homeHalf!)).toEqual([1, 4, 4, 2]);
    expect(rowSizes(awayHalf!)).toEqual([1, 3, 2, 4, 1]);
    const marks = within(pitch).getAllByTestId('lineup-player');
    // Home's goalkeeper is the first mark (top edge), away's the last (bottom edge).
    expect(marks[0]!.getAttribute('data-side')).toBe('home');
    expect(marks[0]!.textContent).toBe('0球员100');
    expect(marks.at(-1)!.getAttribute('data-side')).toBe('away');
    expect(marks.at(-1)!.textContent).toBe('0球员200');

    const teams = screen.getAllByTestId('lineup-team');
    expect(teams.map((t) => t.textContent)).toEqual(['曼城4-4-2', '阿森纳4-2-3-1']);
    const bench = screen.getByTestId('lineup-bench');
    expect(within(bench).getAllByTestId('lineup-list-player')).toHaveLength(4);
    expect(bench.textContent).toContain('门将');
    expect(screen.getByTestId('lineup-coaches').textContent).toBe('主教练瓜迪奥拉阿尔特塔');
  });

  it('lists the starters when there is no formation to draw (basketball)', async () => {
    const five = (first: number) =>
      Array.from({ length: 5 }, (_, i) => player({ playerId: first + i, position: 'G' }));
    api.fetchMatchLineup.mockResolvedValue(
      published({
        home: teamLineup('home', { formation: null, starters: five(100), coach: null }),
        away: teamLineup('away', { formation: null, starters: five(200) }),
      }),
    );
    render(<LineupTab match={match} sport="basketball" live={false} />);
    const starters = await screen.findByTestId('lineup-starters');
    expect(within(starters).getAllByTestId('lineup-list-player')).toHaveLength(10);
    expect(screen.queryByTestId('lineup-pitch')).toBeNull();
    expect(screen.getByTestId('lineup-coaches').textContent).toBe('主教练暂无阿尔特塔');
  });

  it('says 暂无 for an empty bench', async () => {
    api.fetchMatchLineup.mockResolvedValue(published({ home: teamLineup('home', { bench: [] }) }));
    show();
    const bench = await screen.findByTestId('lineup-bench');
    expect(bench.textContent).toContain('暂无');
    expect(within(bench).getAllByTestId('lineup-list-player')).toHaveLength(2);
  });

  it('says plainly when the lineup is not out yet, and asks again on 刷新', async () => {
    api.fetchMatchLineup.mockResolvedValueOnce(notYet).mockResolvedValueOnce(published());
    show();
    const state = await screen.findByTestId('lineup-unavailable');
    expect(state.textContent).toContain('阵容暂未公布');
    expect(state.textContent).toContain('首发阵容将于赛前1小时公布');
    expect(state.textContent).toContain('预计 11-22 19:00 公布');
    expect(screen.queryByTestId('lineup-pitch')).toBeNull();
    fireEvent.click(within(state).getByRole('button', { name: '刷新' }));
    expect(await screen.findByTestId('lineup-pitch')).toBeTruthy();
    expect(api.fetchMatchLineup).toHaveBeenCalledTimes(2);
  });

  it('shows an error with a retry that loads', async () => {
    api.fetchMatchLineup
      .mockRejectedValueOnce(new ApiError('timeout', { path: '/sportdata/f' }))
      .mockResolvedValueOnce(published());
    show();
    const error = await screen.findByTestId('tab-error');
    expect(error.textContent).toContain('请求超时，请稍后重试');
    fireEvent.click(within(error).getByRole('button', { name: '重新加载' }));
    expect(await screen.findAllByTestId('lineup-player')).toHaveLength(22);
  });

  it('asks once for the match as a cache job that never polls, even live', async () => {
    api.fetchMatchLineup.mockResolvedValue(published());
    show(true);
    await screen.findByTestId('lineup-pitch');
    expect(api.fetchMatchLineup).toHaveBeenCalledWith(11, expect.any(AbortSignal));
    const jobs = appScheduler.inspect().filter((j) => j.key.startsWith('detail:lineup:'));
    expect(jobs.map((j) => [j.key, j.intervalMs])).toEqual([
      ['detail:lineup:getMatchLineup:11', undefined],
    ]);
  });
});
