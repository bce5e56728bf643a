// Pins the player page as a fan meets it: the profile with his club and league, this season's
// figures as the server counts them, his share of the club's goals and the way to his matches,
// his career with the server's reason for a season without figures, his moves with their fees;
// a season without figures says why; a refused player is an error with a retry; no id is a miss.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_FIGURES_TEXT } from '@contracts/sportdata/players';
import { appScheduler } from '@schedulers';
import { ApiError } from '@shared/http';
import PlayerPage from '@features/dataLibrary/PlayerPage';
import { career, contribution, detail, standing, transfers } from './playerFixtures';

const api = vi.hoisted(() => ({
  fetchPlayerDetail: vi.fn(),
  fetchPlayerStanding: vi.fn(),
  fetchPlayerCareer: vi.fn(),
  fetchPlayerTransfer: vi.fn(),
  fetchPlayerContribution: vi.fn(),
  fetchFootballPlayerRanks: vi.fn(),
  fetchBasketballPlayerRanks: vi.fn(),
  fetchTeamPlayers: vi.fn(),
}));
vi.mock('@features/dataLibrary/playerApi', () => api);

function answerAll() {
  api.fetchPlayerDetail.mockResolvedValue(detail());
  api.fetchPlayerStanding.mockResolvedValue(standing());
  api.fetchPlayerContribution.mockResolvedValue(contribution());
  api.fetchPlayerCareer.mockResolvedValue(career);
  api.fetchPlayerTransfer.mockResolvedValue(transfers);
}

const show = (search = '?playerId=9001') =>
  render(
    <MemoryRouter initialEntries={[`/data/player-info${search}`]}>
      <PlayerPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
});
afterEach(() => appScheduler.reset());

describe('the player page', () => {
  it('shows the profile, his club and league, and how he joined', async () => {
    answerAll();
    show();
    expect(screen.getByTestId('player-loading')).toBeTruthy();
    const head = await screen.findByTestId('player-head');
    expect(api.fetchPlayerDetail).toHaveBeenCalledWith(9001, expect.anything());
    expect(head.textContent).toContain('哈兰德');
    expect(within(head).getByTestId('player-team').getAttribute('href')).toBe(
      '/data/team-data?teamId=5',
    );
    expect(within(head).getByRole('link', { name: '英超' }).getAttribute('href')).toBe(
      '/data/league-data/36',
    );
    const facts = [...screen.getByTestId('player-profile').querySelectorAll('div')].map(
      (d) => d.textContent,
    );
    expect(facts).toEqual([
      '号码9号',
      '位置前锋',
      '年龄26岁',
      '生日2000-07-21',
      '身高194cm',
      '体重88kg',
      '国籍挪威',
      '惯用脚左脚',
      '加盟2024-07-01 转会',
    ]);
  });

  it('shows this season’s figures and his share of the club’s goals', async () => {
    answerAll();
    show();
    const season = await screen.findByTestId('player-figures');
    expect(within(season).getByTestId('player-stat-goals').textContent).toBe('14进球');
    expect(within(season).getByTestId('player-stat-appearances').textContent).toBe('12出场');
    expect(within(season).getByTestId('player-stat-minutes').textContent).toBe("1003'出场时间");
    const share = await screen.findByTestId('player-contribution-figures');
    expect(share.textContent).toContain('46.7%进球占比（14/30）');
    expect(screen.getByTestId('player-matches-link').getAttribute('href')).toBe(
      '/data/players-detail?playerId=9001&seasonId=2026-2027',
    );
  });

  it('lists his career, a season without figures saying why, and his moves', async () => {
    answerAll();
    show();
    const rows = await within(await screen.findByTestId('player-career')).findAllByTestId(
      'player-career-row',
    );
    expect(rows.map((r) => r.textContent)).toEqual([
      // Appearances, goals, assists, yellow/red.
      '2026-2027曼城121431/0',
      `2025-2026曼城${NO_FIGURES_TEXT.no_events}`,
      `2023-2024多特蒙德${NO_FIGURES_TEXT.other_club}`,
    ]);
    const moves = await screen.findAllByTestId('player-transfer');
    expect(moves.map((m) => m.textContent)).toEqual([
      '2024-07-01多特蒙德 → 曼城转会6000万欧元',
      '2019-07-10青训 → 多特蒙德青训',
    ]);
  });

  it('says why a season has no figures instead of showing zeros', async () => {
    answerAll();
    api.fetchPlayerStanding.mockResolvedValue(
      standing({ noFigures: 'no_matches', football: null, matches: 0 }),
    );
    show();
    expect((await screen.findByTestId('player-season-empty')).textContent).toBe(
      NO_FIGURES_TEXT.no_matches,
    );
    expect(screen.queryByTestId('player-figures')).toBeNull();
  });

  it('shows a refused player as an error with a retry that asks again', async () => {
    answerAll();
    api.fetchPlayerDetail.mockRejectedValueOnce(
      new ApiError('http', {
        path: '/x',
        status: 404,
        code: 'player_not_found',
        message: '球员不存在',
      }),
    );
    show();
    const error = await screen.findByTestId('player-error');
    expect(error.textContent).toContain('球员不存在');
    fireEvent.click(within(error).getByRole('button'));
    expect((await screen.findByTestId('player-head')).textContent).toContain('哈兰德');
    expect(api.fetchPlayerDetail).toHaveBeenCalledTimes(2);
  });

  it('says so without a player id, asking nothing', () => {
    show('');
    expect(screen.getByTestId('player-missing').textContent).toBe('未找到该球员');
    expect(api.fetchPlayerDetail).not.toHaveBeenCalled();
  });
});
