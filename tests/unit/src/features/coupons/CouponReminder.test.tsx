// The coupon popup and its reminder cache (issue 35 §1; product-spec §4 "Other"): on 我的, once a
// day, when usable coupons end within three days — 查看 opens the coupon list, 关闭 closes, and
// either updates the cache; nothing without such coupons, for a visitor, where the channel has no
// coupons, or while another popup is on screen.
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CouponReminder } from '@features/coupons/parts';
import { appScheduler, forgetResources } from '@schedulers';
import { useOverlayStore } from '@shared/overlays';
import { clearToken, storeToken } from '@shared/session';
import { localStore } from '@shared/storage';
import { installFakeClock } from '../../../../kit/fakeClock';
import { Where, where } from '../../../../kit/where';

const api = vi.hoisted(() => ({ fetchCouponPage: vi.fn(), fetchCouponNum: vi.fn() }));
vi.mock('@features/coupons/api', () => api);
const channel = vi.hoisted(() => ({ visible: true }));
vi.mock('@shared/channels', async (original) => ({
  ...(await original<object>()),
  isFeatureVisible: () => channel.visible,
}));

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  api.fetchCouponNum.mockReset().mockResolvedValue({ usable: 3, expiringSoon: 2 });
  channel.visible = true;
  localStore.remove('couponReminder:7');
  useOverlayStore.setState({ alert: null, toast: null, modal: null });
  storeToken('t'.repeat(43));
});
afterEach(() => {
  forgetResources(appScheduler);
  clearToken();
  clock.restore();
});

async function visit(userId: number | null = 7) {
  const view = render(
    <MemoryRouter initialEntries={['/tabs/user']}>
      <Routes>
        <Route path="*" element={<CouponReminder userId={userId} />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  await act(() => clock.advance(0));
  return view;
}
const alert = () => useOverlayStore.getState().alert;
async function answer(choice: string) {
  await act(async () => {
    alert()?.resolve(choice);
    await clock.advance(400);
  });
}

describe('the coupon reminder', () => {
  it('shows once a day; 查看 opens the coupon list and updates the cache', async () => {
    const first = await visit();
    expect(alert()?.message).toBe('您有2张优惠券即将过期，快去使用吧');
    await answer('view');
    expect(where().path).toBe('/user/coupon-list');
    expect(localStore.get('couponReminder:7')).not.toBeNull();
    first.unmount();
    await visit();
    expect(alert()).toBeNull();
  });

  it('关闭 updates the cache too; the next day reminds again', async () => {
    const first = await visit();
    await answer('close');
    expect(where().path).toBe('/tabs/user');
    first.unmount();
    forgetResources(appScheduler);
    await act(() => clock.advance(24 * 3_600_000));
    await visit();
    expect(alert()?.title).toBe('优惠券提醒');
  });

  it('stays quiet without coupons about to end, for a visitor, or where coupons are off', async () => {
    api.fetchCouponNum.mockResolvedValue({ usable: 3, expiringSoon: 0 });
    (await visit()).unmount();
    expect(alert()).toBeNull();
    (await visit(null)).unmount();
    channel.visible = false;
    await visit();
    expect(alert()).toBeNull();
    expect(api.fetchCouponNum).toHaveBeenCalledTimes(1);
  });

  it('waits while another popup is on screen', async () => {
    useOverlayStore.setState({
      alert: { id: 1, message: '恭喜晋级', buttons: [], backdropDismiss: true, resolve: () => {} },
    });
    await visit();
    expect(alert()?.message).toBe('恭喜晋级');
    expect(localStore.get('couponReminder:7')).toBeNull();
  });
});
