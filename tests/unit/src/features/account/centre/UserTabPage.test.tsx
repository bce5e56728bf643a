// Pins the 我的 tab: a visitor gets the login prompt (back to the tab); a fan sees nickname, level,
// balances as 2-decimal strings, counts, the VIP period's timeThrough and trial mark, the expert
// application entry by showApplyExpert; and a load after a level rise pops the congratulation.
// Issue 31 item 3: with the app's route registry bound, no tile leads to a page not built yet (no
// 优惠券, 我的包月, 套餐记录, 立即开通), 帮助反馈 opens the feedback form, and a tile shows by itself
// once its route is built.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeRouteAt } from '@app/routes/activeRoute';
import { hasScreen } from '@app/routes';
import { closeModal, useOverlayStore } from '@shared/overlays';
import { bindRouteAvailability } from '@shared/routes';
import { storeToken } from '@shared/session';
import UserTabPage from '@features/account/centre/UserTabPage';
import { storeLevel } from '@features/account/centre/levelCheck';
import { setUserInfoSource } from '@shared/session/currentUser';
import { createUserInfoSource } from '@shared/session/userInfoSource';
import { installSchedulerKit, type SchedulerKit } from '../../../../../kit/schedulerKit';
import { userFixture } from './fixtures';

let kit: SchedulerKit;
const DAY = 24 * 3600_000;

function mount(user = userFixture(), loggedIn = true) {
  if (loggedIn) storeToken('t'.repeat(43));
  setUserInfoSource(
    createUserInfoSource(kit.scheduler, {
      fetch: () => Promise.resolve(user),
      isLoggedIn: () => loggedIn,
      clearLoginCache: vi.fn(),
      saveUser: vi.fn(),
    }),
  );
  return render(
    <MemoryRouter>
      <UserTabPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  kit = installSchedulerKit({ now: new Date('2026-11-22T12:00:00+08:00') });
});
afterEach(() => {
  closeModal();
  setUserInfoSource(undefined);
  kit.restore();
});

describe('UserTabPage', () => {
  it('prompts a visitor to log in and come back', async () => {
    mount(userFixture(), false);
    await act(() => kit.flush());
    const prompt = screen.getByTestId('user-login-prompt');
    expect(prompt.textContent).toContain('登录 / 注册');
    expect(prompt.getAttribute('href')).toBe('/login?backUrl=%2Ftabs%2Fuser');
    expect(screen.queryByTestId('balance-coins')).toBeNull();
  });

  it('shows the fan, balances, counts and the expert application entry', async () => {
    mount(userFixture({ userLevel: 0, showApplyExpert: '1' }));
    await act(() => kit.flush());
    expect(screen.getByTestId('user-nickname').textContent).toBe('铁杆球迷小周');
    expect(screen.getByTestId('balance-coins').textContent).toContain('8888.00');
    expect(screen.getByTestId('balance-money').textContent).toContain('12.50');
    expect(screen.getByTestId('balance-today').textContent).toContain('0.00');
    expect(screen.getByTestId('user-tab').textContent).toContain('粉丝');
    expect(screen.getByTestId('entry-apply-expert')).toBeTruthy();
    expect(screen.getByTestId('vip-card').textContent).toContain('开通红单会员');
  });

  it('shows an expert level, the VIP period elapsed and the trial mark', async () => {
    const now = Date.now();
    mount(
      userFixture({
        userLevel: 2,
        showApplyExpert: '0',
        vipInfo: {
          startTime: now - 10 * DAY,
          endTime: now + 20 * DAY,
          vipStatus: 1,
          vipMemberLevel: 2,
        },
      }),
    );
    await act(() => kit.flush());
    expect(screen.getByTestId('user-level').textContent).toContain('人气预测家');
    expect(screen.getByTestId('vip-through').textContent).toBe('已使用 33.33%');
    expect(screen.getByTestId('vip-try').textContent).toBe('试用中');
    expect(screen.queryByTestId('entry-apply-expert')).toBeNull();
  });

  it('pops the congratulation when the level rose since the last load', async () => {
    storeLevel(7, 1);
    mount(userFixture({ userLevel: 2 }));
    await act(() => kit.flush());
    expect(useOverlayStore.getState().modal).not.toBeNull();
  });
});

describe('the tiles follow the route registry', () => {
  let unbind: () => void = () => undefined;
  afterEach(() => unbind());
  const vipNow = () => {
    const now = Date.now();
    return { startTime: now - DAY, endTime: now + 29 * DAY, vipStatus: 0, vipMemberLevel: 1 };
  };

  it('shows no tile for a page not built: every tile opens a built screen', async () => {
    unbind = bindRouteAvailability(hasScreen);
    mount();
    await act(() => kit.flush());
    // The member centre is built (issue 35): a fan without VIP is offered it.
    expect(screen.getByTestId('vip-card').getAttribute('href')).toBe('/user/vip');
    // 套餐记录 and 我的包月 (issue 34), 我的优惠券 (issue 35) are built: their tiles show.
    expect(screen.getByTestId('entry-coupons').getAttribute('href')).toBe('/user/coupon-list');
    expect(screen.getByTestId('entry-set-meal').getAttribute('href')).toBe('/set-meal-record');
    expect(screen.getByTestId('entry-monthly').getAttribute('href')).toBe('/my-expert-month');
    const tiles = [...screen.getByRole('navigation', { name: '我的服务' }).querySelectorAll('a')];
    expect(tiles.length).toBeGreaterThan(4);
    for (const tile of tiles) {
      const path = new URL(tile.getAttribute('href') ?? '', 'http://x').pathname;
      expect(activeRouteAt(path)?.status, path).toBe('built');
    }
  });

  it('帮助反馈 opens the help centre, now it is built', async () => {
    unbind = bindRouteAvailability(hasScreen);
    mount();
    await act(() => kit.flush());
    expect(screen.getByTestId('entry-help').getAttribute('href')).toBe('/user/customer-help');
  });

  it('a member sees the VIP status and 续费 into the member centre; a trial 立即开通', async () => {
    unbind = bindRouteAvailability(hasScreen);
    mount(userFixture({ vipInfo: vipNow() }));
    await act(() => kit.flush());
    const card = screen.getByTestId('vip-card');
    expect(card.getAttribute('href')).toBe('/user/vip');
    expect(card.textContent).toContain('剩余');
    expect(card.textContent).toContain('续费');
  });

  it('where the member centre is not shown, a member sees the status without 续费', async () => {
    unbind = bindRouteAvailability((name) => name !== 'user/vip' && hasScreen(name));
    mount(userFixture({ vipInfo: vipNow() }));
    await act(() => kit.flush());
    const card = screen.getByTestId('vip-card');
    expect(card.tagName).toBe('DIV');
    expect(card.textContent).not.toContain('续费');
  });

  it('shows a tile by itself once its route is built', async () => {
    const built = new Set(['user/coupon-list', 'user/customer-help', 'user/vip']);
    unbind = bindRouteAvailability((name) => built.has(name) || hasScreen(name));
    mount();
    await act(() => kit.flush());
    expect(screen.getByTestId('entry-coupons').getAttribute('href')).toBe('/user/coupon-list');
    expect(screen.getByTestId('entry-help').getAttribute('href')).toBe('/user/customer-help');
    expect(screen.getByTestId('vip-card').textContent).toContain('立即开通');
  });
});
