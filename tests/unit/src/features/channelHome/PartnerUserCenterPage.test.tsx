// Pins the partner channels' 我的 (tabs/jd/user-center): a visitor gets 登录 back to this page; a fan
// sees the nickname, the balance in 元, the newest plans bought with prices in 元, and only the
// entries the channel allows (no top-up, coupons, set meal or VIP on JD); the small shop shows what
// it allows; on Tq the fan is asked for again 50 ms after entering (product-spec §9); an h1 (hidden).
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanPage } from '@contracts/plans';
import type { UserInfo } from '@contracts/account/session';
import { setRenderedChannel, type ChannelId } from '@shared/channels';
import { clearToken, storeToken } from '@shared/session';
import { setUserInfoSource, useCurrentUserStore } from '@shared/session/currentUser';
import { createUserInfoSource } from '@shared/session/userInfoSource';
import PartnerUserCenterPage from '@features/channelHome/PartnerUserCenterPage';
import { installSchedulerKit, type SchedulerKit } from '../../../../kit/schedulerKit';
import { userFixture } from '../account/centre/fixtures';

const http = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('@shared/http', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  call: http.call,
}));

const AGENT: Partial<Record<ChannelId, string>> = {
  jd: '2335301',
  tq: '2335401',
  xiaodian: '2335501',
};

const boughtPage = (): PlanPage => ({
  list: [1, 2, 3, 4].map((id) => ({
    id,
    planNo: `P${id}`,
    title: `方案${id}`,
    price: id === 4 ? 0 : 18,
    refundIfLost: false,
    publishedAt: Date.parse('2026-11-28T10:00:00+08:00'),
    result: 0,
    lookCount: 3,
    onSale: true,
    expert: {} as PlanPage['list'][number]['expert'],
    match: {
      matchId: id,
      sport: 1,
      leagueName: '英超',
      homeName: '曼城',
      awayName: '阿森纳',
      matchTime: Date.parse('2026-11-29T20:00:00+08:00'),
      status: 0,
    } as PlanPage['list'][number]['match'],
  })),
  pageNo: 1,
  pageSize: 20,
  hasMore: false,
});

let kit: SchedulerKit;
let fetchUser: ReturnType<typeof vi.fn<() => Promise<UserInfo>>>;

function mount(channel: ChannelId, loggedIn = true, user = userFixture({ huoyanWallet: '66.50' })) {
  setRenderedChannel({ channel, agentId: AGENT[channel] ?? '2335037' });
  if (loggedIn) storeToken('t'.repeat(43));
  fetchUser = vi.fn(() => Promise.resolve(user));
  setUserInfoSource(
    createUserInfoSource(kit.scheduler, {
      fetch: fetchUser,
      isLoggedIn: () => loggedIn,
      clearLoginCache: vi.fn(),
      saveUser: vi.fn(),
    }),
  );
  return render(
    <MemoryRouter>
      <PartnerUserCenterPage />
    </MemoryRouter>,
  );
}

const entryIds = () =>
  Array.from(screen.getByRole('navigation', { name: '我的服务' }).querySelectorAll('a'), (a) =>
    a.getAttribute('data-testid'),
  );

beforeEach(() => {
  kit = installSchedulerKit({ app: true, now: new Date('2026-11-29T12:00:00+08:00') });
  http.call.mockReset();
  http.call.mockImplementation(() => Promise.resolve(boughtPage()));
});
afterEach(() => {
  setUserInfoSource(undefined);
  useCurrentUserStore.setState({ user: null, loaded: false, fetching: false, error: undefined });
  clearToken();
  kit.restore();
});

describe('tabs/jd/user-center', () => {
  it('offers a visitor 登录, coming back here', async () => {
    mount('jd', false);
    await act(() => kit.flush());
    const login = screen.getByTestId('ch-uc-login');
    expect(login.getAttribute('href')).toBe('/login?backUrl=%2Ftabs%2Fjd%2Fuser-center');
    expect(screen.queryByTestId('ch-uc-wallet')).toBeNull();
    expect(http.call).not.toHaveBeenCalled();
  });

  it('shows the fan, the balance in 元 and the newest three plans bought on JD', async () => {
    mount('jd');
    await act(() => kit.flush());
    expect(screen.getByTestId('ch-uc-nickname').textContent).toBe('铁杆球迷小周');
    expect(screen.getByTestId('ch-uc-wallet').textContent).toContain('66.50 元');
    // JD hides the coin features: no top-up.
    expect(screen.queryByTestId('ch-uc-charge')).toBeNull();
    const plans = screen.getAllByTestId('bought-plan');
    expect(plans).toHaveLength(3);
    expect(plans[0]!.getAttribute('href')).toBe('/plan/1');
    expect(screen.getAllByTestId('bought-plan-price')[0]!.textContent).toBe('18 元');
    expect(http.call.mock.calls[0]![1]).toEqual({ tab: 'all', pageNo: 1 });
    // No title bar, yet the page has its h1 and the plans' h2 under it (axe page-has-heading-one).
    expect(screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([
      ['H1', '我的'],
      ['H2', expect.any(String)],
    ]);
  });

  it('lists only the entries JD allows', async () => {
    mount('jd');
    await act(() => kit.flush());
    const ids = entryIds();
    expect(ids).toContain('ch-uc-bought');
    expect(ids).toContain('ch-uc-help');
    for (const hidden of ['ch-uc-coupons', 'ch-uc-set-meal', 'ch-uc-vip'])
      expect(ids).not.toContain(hidden);
  });

  it('shows the small shop its top-up, set meal, monthly and VIP entries, still without coupons', async () => {
    mount('xiaodian');
    await act(() => kit.flush());
    expect(screen.getByTestId('ch-uc-wallet').textContent).toContain('元');
    expect(screen.getByTestId('ch-uc-charge')).toBeTruthy();
    const ids = entryIds();
    for (const shown of ['ch-uc-set-meal', 'ch-uc-monthly', 'ch-uc-vip'])
      expect(ids).toContain(shown);
    expect(ids).not.toContain('ch-uc-coupons');
  });

  it('asks for the fan again 50 ms after entering on Tq', async () => {
    mount('tq');
    await act(() => kit.flush());
    expect(fetchUser).toHaveBeenCalledTimes(1);
    await act(() => kit.advance(49));
    expect(fetchUser).toHaveBeenCalledTimes(1);
    await act(() => kit.advance(1));
    await act(() => kit.flush());
    expect(fetchUser).toHaveBeenCalledTimes(2);
  });

  it('does not ask again on JD', async () => {
    mount('jd');
    await act(() => kit.flush());
    await act(() => kit.advance(100));
    await act(() => kit.flush());
    expect(fetchUser).toHaveBeenCalledTimes(1);
  });
});
