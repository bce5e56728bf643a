// Pins the expert home as a fan meets it: the head (name, level, kind, intro as text, followers),
// the record's figures (近10中M, 命中率, 当前连红 / 最高连红, 回报率 beside its formula, the totals and
// the 红黑 strip newest first), 近30天 and 擅长联赛; following — visitors sent to log in, the button
// and the count changed only by the server's answer, a failure shown for 1000 ms, an unfollow's
// no_token / uuid_error silent; no button for the expert themself nor on the share page (which
// leads on to the app); the tabs 方案 (在售 / 已结束, rows opening the plan) and 联赛战绩 (game
// and period filters, one call each); not found; and the leagueRecord page.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '@features/experts/api';
import type * as Overlays from '@shared/overlays';
import { RETURN_FORMULA } from '@contracts/experts';
import { appScheduler } from '@schedulers';
import { loginRequired$ } from '@shared/events';
import { ApiError } from '@shared/http';
import { clearToken, storeToken } from '@shared/session';
import { deferred } from '../plans/kit';
import { expertHome, planCard, planPage, renderExpertRoutes } from './kit';

const api = vi.hoisted(() => ({
  fetchExpertHome: vi.fn<typeof Api.fetchExpertHome>(),
  fetchLeagueRecord: vi.fn<typeof Api.fetchLeagueRecord>(),
  fetchRankingPage: vi.fn<typeof Api.fetchRankingPage>(),
  fetchTop10: vi.fn<typeof Api.fetchTop10>(),
  searchExperts: vi.fn<typeof Api.searchExperts>(),
  followExpertCall: vi.fn<typeof Api.followExpertCall>(),
  fetchFollowedPage: vi.fn<typeof Api.fetchFollowedPage>(),
  fetchExpertPlans: vi.fn<typeof Api.fetchExpertPlans>(),
}));
vi.mock('@features/experts/api', () => api);

const overlays = vi.hoisted(() => ({ showToast: vi.fn(() => Promise.resolve()) }));
vi.mock('@shared/overlays', async (original) => ({
  ...(await original<typeof Overlays>()),
  showToast: overlays.showToast,
}));
configure({ asyncUtilTimeout: 3000 });

let loginAsks: string[];
let loginSub: { unsubscribe: () => void };
beforeEach(() => {
  for (const fn of [...Object.values(api), overlays.showToast]) fn.mockReset();
  api.fetchExpertHome.mockResolvedValue(expertHome());
  api.fetchExpertPlans.mockResolvedValue(planPage([]));
  api.fetchLeagueRecord.mockResolvedValue([]);
  storeToken('t'.repeat(43));
  loginAsks = [];
  loginSub = loginRequired$.subscribe((e) => loginAsks.push(e.returnTo));
});
afterEach(() => {
  loginSub.unsubscribe();
  clearToken();
  appScheduler.reset();
});

const text = (testId: string) => screen.getByTestId(testId).textContent;
const value = (testId: string) =>
  screen.getByTestId(testId).querySelector('.xp-figure__value')?.textContent;
const label = (testId: string) =>
  screen.getByTestId(testId).querySelector('.xp-figure__label')?.textContent;
const followButton = () => screen.getByTestId('expert-follow');
const path = '/api/expert/attention/9';

async function open(at = '/public/expertHome/9') {
  renderExpertRoutes(at);
  await waitFor(() => expect(screen.getByTestId('expert-head')).toBeTruthy());
}

describe('the figures', () => {
  it('shows who the expert is, with the intro as text', async () => {
    api.fetchExpertHome.mockResolvedValue(expertHome({ intro: '<b>稳</b>胆' }));
    await open();
    expect(api.fetchExpertHome).toHaveBeenCalledWith(9, expect.any(AbortSignal));
    expect(text('expert-name')).toBe('老王看球');
    expect(text('expert-avatar')).toBe('老');
    expect(text('expert-head')).toContain('八段上');
    expect(text('expert-kind')).toBe('人气专家');
    expect(text('expert-intro')).toBe('<b>稳</b>胆');
    expect(screen.getByTestId('expert-intro').querySelector('b')).toBeNull();
    expect(text('expert-followers')).toBe('粉丝 1200');
  });

  it('shows the record: 近10中7, 命中率, 当前 / 最高连红, 回报率 with its formula, totals and the strip', async () => {
    await open();
    expect(value('record-recent')).toBe('近10中7');
    expect(value('record-hit')).toBe('70%');
    expect(value('record-streak')).toBe('3');
    expect(value('record-best')).toBe('6');
    expect(value('record-return')).toBe('112.5%');
    // Each figure says the plans it covers: the recent ten, or every settled plan.
    expect(label('record-hit')).toBe('近10场命中率');
    expect(label('record-return')).toBe('全部方案回报率');
    expect(text('record-formula')).toBe(RETURN_FORMULA);
    expect(text('record-totals')).toBe('共42场：26红 14黑 2走水');
    const strip = screen.getAllByTestId('expert-recent-result').map((d) => d.textContent);
    expect(strip).toEqual(['红', '红', '红', '黑', '红', '黑', '红', '红', '黑', '红']);
  });

  it('shows 近30天 and 擅长联赛', async () => {
    await open();
    expect(text('expert-month')).toContain('近30天');
    expect(text('month-record')).toBe('20中13');
    expect(text('month-hit')).toBe('命中率65%');
    expect(text('month-return')).toBe('回报率108.2%');
    const leagues = screen.getAllByTestId('good-at-league').map((l) => l.textContent);
    expect(leagues).toEqual(['英超12中9 · 75%', '西甲8中5 · 63%']);
  });

  it('says -- and 暂无 for an expert with nothing settled yet', async () => {
    api.fetchExpertHome.mockResolvedValue(
      expertHome({
        record: {
          settled: 0,
          won: 0,
          lost: 0,
          voided: 0,
          recentTotal: 0,
          recentWins: 0,
          hitRate: null,
          currentStreak: 0,
          bestStreak: 0,
          returnRate: null,
          recent: [],
        },
        month: { days: 30, settled: 0, won: 0, hitRate: null, returnRate: null },
        goodAt: [],
      }),
    );
    await open();
    expect(value('record-recent')).toBe('--');
    expect(value('record-hit')).toBe('--');
    expect(value('record-return')).toBe('--');
    expect(screen.queryByTestId('expert-recent')).toBeNull();
    expect(text('expert-month')).toContain('近30天暂无已结算方案');
    expect(text('expert-good-at')).toContain('暂无擅长联赛');
  });

  it('says 专家不存在 for an expert that is not there', async () => {
    api.fetchExpertHome.mockRejectedValue(
      new ApiError('http', { status: 404, code: 'expert_not_found', path: '/api/expert/home/9' }),
    );
    renderExpertRoutes('/public/expertHome/9');
    await waitFor(() => expect(text('expert-not-found')).toBe('专家不存在'));
  });

  it('makes no call for an id that is no id', () => {
    renderExpertRoutes('/public/expertHome/abc');
    expect(text('expert-not-found')).toBe('专家不存在');
    expect(api.fetchExpertHome).not.toHaveBeenCalled();
  });
});

describe('following', () => {
  it('sends a visitor to log in, and calls nothing', async () => {
    clearToken();
    await open();
    fireEvent.click(followButton());
    expect(loginAsks).toHaveLength(1);
    expect(api.followExpertCall).not.toHaveBeenCalled();
    expect(followButton().textContent).toBe('+ 关注');
  });

  it('changes the button and the count only when the server answers', async () => {
    const answer = deferred<{ following: boolean; followers: number }>();
    api.followExpertCall.mockReturnValue(answer.promise);
    await open();
    fireEvent.click(followButton());
    expect(api.followExpertCall).toHaveBeenCalledWith(9, true);
    expect(followButton().textContent).toBe('+ 关注');
    expect(followButton().getAttribute('aria-busy')).toBe('true');
    // A second tap while the first is out sends nothing.
    fireEvent.click(followButton());
    expect(api.followExpertCall).toHaveBeenCalledTimes(1);
    answer.resolve({ following: true, followers: 1201 });
    await waitFor(() => expect(followButton().textContent).toBe('已关注'));
    expect(followButton().getAttribute('aria-pressed')).toBe('true');
    expect(text('expert-followers')).toBe('粉丝 1201');
  });

  it('keeps the button on a failure and shows the returned error for 1000 ms', async () => {
    api.followExpertCall.mockRejectedValue(
      new ApiError('server', { code: 'follow_own', message: '不能关注自己', path }),
    );
    await open();
    fireEvent.click(followButton());
    await waitFor(() => expect(overlays.showToast).toHaveBeenCalledWith('不能关注自己', 1000));
    expect(followButton().textContent).toBe('+ 关注');
    expect(followButton().getAttribute('aria-busy')).toBe('false');
    expect(text('expert-followers')).toBe('粉丝 1200');
  });

  it('unfollows on the server’s answer', async () => {
    api.fetchExpertHome.mockResolvedValue(expertHome({ following: true }));
    api.followExpertCall.mockResolvedValue({ following: false, followers: 1199 });
    await open();
    expect(followButton().textContent).toBe('已关注');
    fireEvent.click(followButton());
    await waitFor(() => expect(followButton().textContent).toBe('+ 关注'));
    expect(api.followExpertCall).toHaveBeenCalledWith(9, false);
    expect(text('expert-followers')).toBe('粉丝 1199');
  });

  it('says nothing when an unfollow fails with uuid_error, and stays followed', async () => {
    api.fetchExpertHome.mockResolvedValue(expertHome({ following: true }));
    api.followExpertCall.mockRejectedValue(new ApiError('server', { code: 'uuid_error', path }));
    await open();
    fireEvent.click(followButton());
    await waitFor(() => expect(followButton().getAttribute('aria-busy')).toBe('false'));
    expect(overlays.showToast).not.toHaveBeenCalled();
    expect(loginAsks).toEqual([]);
    expect(followButton().textContent).toBe('已关注');
  });

  it('asks for login instead of a toast when the server no longer knows the login', async () => {
    api.followExpertCall.mockRejectedValue(new ApiError('http', { status: 401, path }));
    await open();
    fireEvent.click(followButton());
    await waitFor(() => expect(loginAsks).toHaveLength(1));
    expect(overlays.showToast).not.toHaveBeenCalled();
    expect(followButton().textContent).toBe('+ 关注');
  });

  it('has no button for the expert themself', async () => {
    api.fetchExpertHome.mockResolvedValue(expertHome({ own: true }));
    await open();
    expect(screen.queryByTestId('expert-follow')).toBeNull();
    expect(text('expert-followers')).toBe('粉丝 1200');
  });

  it('has no button on the share page, which leads on to the app and the full home', async () => {
    await open('/public/expertHomeShare/9');
    expect(screen.getByTestId('expert-home-share-page')).toBeTruthy();
    expect(screen.queryByTestId('expert-follow')).toBeNull();
    expect(value('record-recent')).toBe('近10中7');
    expect(screen.getByTestId('expert-share-more').getAttribute('href')).toBe(
      '/public/expertHome/9',
    );
    expect(screen.getByTestId('expert-share-open-app').getAttribute('href')).toBe('/download');
  });
});

describe('the tabs', () => {
  it('lists the plans on sale, each opening its plan, and the finished ones on 已结束', async () => {
    api.fetchExpertPlans.mockImplementation((_id: number, tab: string) =>
      Promise.resolve(
        planPage(
          tab === 'onSale'
            ? [planCard(), planCard({ id: 32, price: 0, refundIfLost: true })]
            : [planCard({ id: 33, result: 2, onSale: false })],
        ),
      ),
    );
    await open();
    await waitFor(() => expect(screen.getAllByTestId('expert-plan')).toHaveLength(2));
    expect(api.fetchExpertPlans.mock.calls[0]?.slice(0, 3)).toEqual([9, 'onSale', 1]);
    const [first, second] = screen.getAllByTestId('expert-plan');
    expect(first?.getAttribute('href')).toBe('/plan/31');
    expect(within(first!).getByTestId('expert-plan-title').textContent).toBe('英超焦点：主队不败');
    expect(within(first!).getByTestId('expert-plan-price').textContent).toBe('18 金币');
    expect(first?.textContent).toContain('阿森纳 VS 切尔西');
    expect(within(second!).getByTestId('expert-plan-price').textContent).toBe('免费');
    // The same 不中退款 as on plan cards and pages, never a shorter 不中退.
    expect(second?.textContent).toContain('不中退款');
    fireEvent.click(screen.getByTestId('plans-tab-settled'));
    await waitFor(() => expect(screen.getAllByTestId('expert-plan')).toHaveLength(1));
    expect(api.fetchExpertPlans.mock.calls.at(-1)?.slice(0, 3)).toEqual([9, 'settled', 1]);
    expect(screen.getByTestId('expert-plan-result').textContent).toBe('黑');
  });

  it('says so when there is no plan on sale', async () => {
    await open();
    await waitFor(() => expect(text('plans-empty')).toBe('暂无在售方案'));
  });

  it('shows the league record with its game and period filters, one call each', async () => {
    api.fetchLeagueRecord.mockResolvedValue([
      { leagueId: 1, leagueName: '英超', picks: 12, won: 9, hitRate: 75 },
    ]);
    await open();
    fireEvent.click(screen.getByTestId('home-tab-leagues'));
    await waitFor(() => expect(screen.getAllByTestId('league-row')).toHaveLength(1));
    expect(api.fetchLeagueRecord).toHaveBeenLastCalledWith(9, 0, 0, expect.any(AbortSignal));
    expect(screen.getByTestId('league-row').textContent).toBe('英超12975%');
    fireEvent.click(screen.getByTestId('league-game-4078'));
    await waitFor(() =>
      expect(api.fetchLeagueRecord).toHaveBeenLastCalledWith(9, 4078, 0, expect.any(AbortSignal)),
    );
    fireEvent.click(screen.getByTestId('league-period-2'));
    await waitFor(() =>
      expect(api.fetchLeagueRecord).toHaveBeenLastCalledWith(9, 4078, 2, expect.any(AbortSignal)),
    );
    expect(api.fetchLeagueRecord).toHaveBeenCalledTimes(3);
  });
});

describe('leagueRecord/{expertId}/{gameType}', () => {
  it('opens on the game of the link and replaces the address on another', async () => {
    renderExpertRoutes('/leagueRecord/9/4078');
    await waitFor(() =>
      expect(api.fetchLeagueRecord).toHaveBeenCalledWith(9, 4078, 0, expect.any(AbortSignal)),
    );
    expect(screen.getByTestId('league-game-4078').getAttribute('aria-selected')).toBe('true');
    expect(text('expert-name')).toBe('老王看球');
    fireEvent.click(screen.getByTestId('league-game-0'));
    await waitFor(() =>
      expect(api.fetchLeagueRecord).toHaveBeenLastCalledWith(9, 0, 0, expect.any(AbortSignal)),
    );
    const where = screen.getByTestId('where').dataset;
    expect(where.path).toBe('/leagueRecord/9/0');
    expect(where.how).toBe('REPLACE');
  });

  it('reads a game the expert’s ball type does not have as every game', async () => {
    renderExpertRoutes('/leagueRecord/9/401');
    await waitFor(() =>
      expect(api.fetchLeagueRecord).toHaveBeenCalledWith(9, 0, 0, expect.any(AbortSignal)),
    );
  });
});
