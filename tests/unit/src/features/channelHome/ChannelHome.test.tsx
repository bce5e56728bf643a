// Pins the partner channels' homes (issue 37 §4): today's hot matches with the live ones first, the
// shortcuts each channel's rules allow (JD hides set meal, VIP and red packet; Tq hides them too;
// the small shop shows them), 专家推荐 where the channel shows plans, the title of the channel's
// app, and an error with a retry that loads.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HomeMatches } from '@contracts/sportdata/home';
import { appScheduler } from '@schedulers';
import { ApiError } from '@shared/http';
import { setRenderedChannel, type ChannelId } from '@shared/channels';
import { resetMatchesStore } from '@entities/match/store';
import JdHomePage from '@features/channelHome/JdHomePage';
import XdHomePage from '@features/channelHome/XdHomePage';
import { matchItem } from '../../entities/match/fixtures';

const api = vi.hoisted(() => ({ fetchHomeMatches: vi.fn<() => Promise<HomeMatches>>() }));
vi.mock('@features/home/api', () => api);

vi.mock('@features/plans', () => ({
  planBlocks: {
    home: () => Promise.resolve({ default: () => <p data-testid="plan-block-stub" /> }),
  },
}));

const watched = vi.hoisted(() => new Map<string, readonly number[]>());
vi.mock('@features/matches/live', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useLiveFeed: (sport: string, _game: number, ids: readonly number[]) => {
    watched.set(sport, ids);
  },
}));

const upcoming = matchItem({ matchId: 33, sportType: 1, matchStatus: 0, homeTeamName: '皇马' });
const live = matchItem({
  matchId: 11,
  sportType: 1,
  matchStatus: 12,
  matchStartedMinutes: '67',
  homeTeamName: '曼城',
  awayTeamName: '阿森纳',
  homeScore: 1,
  awayScore: 0,
});
const liveBasketball = matchItem({
  matchId: 22,
  sportType: 2,
  leagueId: 1,
  matchStatus: 3,
  matchStartedMinutes: '06:00',
  homeTeamName: '湖人',
  awayTeamName: '勇士',
  homeScore: 80,
  awayScore: 78,
});

// The day's list puts the upcoming match first; the home must lift the live ones above it.
const answer = (over: Partial<HomeMatches> = {}): HomeMatches => ({
  list: [upcoming, live, liveBasketball],
  liveIds: [11, 22],
  todayIds: [33, 11],
  date: '2026-11-29',
  ...over,
});

const AGENTS: Record<ChannelId, string> = {
  main: '2335037',
  weibo: '2335201',
  wechat: '2335094',
  jd: '2335301',
  tq: '2335401',
  phone: '2335376',
  footballInfo: '2335615',
  xiaodian: '2335501',
  fast: '2335620',
  cnb: '2335601',
};

function show(channel: ChannelId, Page = JdHomePage) {
  setRenderedChannel({ channel, agentId: AGENTS[channel] });
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

const entryIds = () =>
  within(screen.getByRole('navigation', { name: '快捷入口' }))
    .getAllByRole('link')
    .map((a) => a.getAttribute('data-testid'));

beforeEach(() => {
  resetMatchesStore();
  watched.clear();
  api.fetchHomeMatches.mockReset();
});
afterEach(() => appScheduler.reset());

describe('home-jd', () => {
  it('lists today’s hot matches with the live ones first, each once', async () => {
    api.fetchHomeMatches.mockResolvedValue(answer());
    show('jd');
    expect(screen.getByTestId('hot-matches-loading')).toBeTruthy();
    const rows = await screen.findAllByTestId('hot-match');
    expect(rows.map((r) => r.getAttribute('data-match-id'))).toEqual(['11', '22', '33']);
    expect(within(rows[0]!).getByTestId('hot-match-score').textContent).toBe('1 - 0');
    // Basketball reads away first.
    expect(within(rows[1]!).getByTestId('hot-match-score').textContent).toBe('78 - 80');
    expect(within(rows[2]!).getByTestId('hot-match-score').textContent).toBe('VS');
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe(
      '/match-detail?matchId=11',
    );
    expect(watched.get('football')).toEqual([11, 33]);
    expect(watched.get('basketball')).toEqual([22]);
  });

  it('shows the JD app’s name and hides set meal, VIP and red packet on JD', async () => {
    api.fetchHomeMatches.mockResolvedValue(answer());
    show('jd');
    await screen.findAllByTestId('hot-match');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('京东体育');
    expect(entryIds()).toEqual([
      'ch-entry-football',
      'ch-entry-basketball',
      'ch-entry-plan',
      'ch-entry-expert',
      'ch-entry-data',
    ]);
    expect(await screen.findByTestId('plan-block-stub')).toBeTruthy();
  });

  it('hides the same parts on Tq, under the push-ball app’s name', async () => {
    api.fetchHomeMatches.mockResolvedValue(answer());
    show('tq');
    await screen.findAllByTestId('hot-match');
    expect(screen.getByTestId('jd-home').getAttribute('data-channel')).toBe('tq');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('推球体育');
    expect(entryIds()).not.toContain('ch-entry-set-meal');
    expect(entryIds()).not.toContain('ch-entry-vip');
    expect(entryIds()).not.toContain('ch-entry-red-packet');
  });

  it('leaves out plans, basketball, VIP and red packet where the channel hides them', async () => {
    api.fetchHomeMatches.mockResolvedValue(answer());
    show('footballInfo');
    await screen.findAllByTestId('hot-match');
    // §6 hides no set meal on the football info site, so its shortcut stays.
    expect(entryIds()).toEqual(['ch-entry-football', 'ch-entry-data', 'ch-entry-set-meal']);
    expect(screen.queryByTestId('plan-block-stub')).toBeNull();
  });

  it('says so when there are no matches today', async () => {
    api.fetchHomeMatches.mockResolvedValue(answer({ list: [], liveIds: [], todayIds: [] }));
    show('jd');
    expect((await screen.findByTestId('hot-matches-empty')).textContent).toBe('今天暂无热门赛事');
  });

  it('shows the error with a retry that loads', async () => {
    api.fetchHomeMatches.mockRejectedValueOnce(new ApiError('network', { path: '/sportdata/f' }));
    api.fetchHomeMatches.mockResolvedValueOnce(answer());
    show('jd');
    const error = await screen.findByTestId('hot-matches-error');
    fireEvent.click(within(error).getByRole('button'));
    expect(await screen.findAllByTestId('hot-match')).toHaveLength(3);
    expect(api.fetchHomeMatches).toHaveBeenCalledTimes(2);
  });
});

describe('xd-home', () => {
  it('shows the small shop’s name and the set meal, VIP and red-packet shortcuts it allows', async () => {
    api.fetchHomeMatches.mockResolvedValue(answer());
    show('xiaodian', XdHomePage);
    await screen.findAllByTestId('hot-match');
    expect(screen.getByTestId('xd-home')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('小店体育');
    expect(entryIds()).toEqual([
      'ch-entry-football',
      'ch-entry-basketball',
      'ch-entry-plan',
      'ch-entry-expert',
      'ch-entry-data',
      'ch-entry-set-meal',
      'ch-entry-vip',
      'ch-entry-red-packet',
    ]);
    expect(await screen.findByTestId('plan-block-stub')).toBeTruthy();
  });
});
