// 我的优惠券 and 优惠券规则 (issue 35 §1): the card's words (免单, 满X可用, 无门槛, restrictions,
// validity), the tabs by status as the query with the usable count, 快过期, used and expired greyed,
// the empty texts, and a channel without coupons; the cards' names h2 under the page's h1.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Coupon } from '@contracts/coupons';
import CouponListPage from '@features/coupons/CouponListPage';
import CouponRulePage from '@features/coupons/CouponRulePage';
import { conditionText, restrictionTexts, worthText } from '@features/coupons/rules';
import { clearToken, storeToken } from '@shared/session';
import { installFakeClock } from '../../../../kit/fakeClock';
import { Where, where } from '../../../../kit/where';

const api = vi.hoisted(() => ({ fetchCouponPage: vi.fn(), fetchCouponNum: vi.fn() }));
vi.mock('@features/coupons/api', () => api);
const channel = vi.hoisted(() => ({ visible: true }));
vi.mock('@shared/channels', async (original) => ({
  ...(await original<object>()),
  isFeatureVisible: () => channel.visible,
}));

const coupon = (id: number, over: Partial<Coupon> = {}): Coupon => ({
  id,
  couponType: 1,
  type: 2,
  worth: '5.00',
  useCondition: '28.00',
  validStartTime: Date.parse('2026-11-22T00:00:00+08:00'),
  validEndTime: Date.parse('2026-12-09T00:00:00+08:00'),
  onlyClientTypeArr: [],
  onlyExpertLevel: 0,
  onlyExpertId: 0,
  originType: 0,
  createTime: Date.parse('2026-11-22T00:00:00+08:00'),
  status: 0,
  expiringSoon: false,
  ...over,
});

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  api.fetchCouponPage.mockReset();
  api.fetchCouponNum.mockReset().mockResolvedValue({ usable: 3, expiringSoon: 1 });
  channel.visible = true;
  storeToken('t'.repeat(43));
});
afterEach(() => {
  clearToken();
  clock.restore();
});

async function open(at = '/user/coupon-list') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/user/coupon-list" element={<CouponListPage />} />
        <Route path="/user/coupon-rule" element={<CouponRulePage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  await act(() => clock.advance(0));
}

describe('the card’s words', () => {
  it('says 免单 and its ceiling, or the worth and 满X可用 / 无门槛', () => {
    expect(worthText({ type: 1, worth: '38.00' })).toBe('免单');
    expect(conditionText({ type: 1, worth: '38.00', useCondition: '0.00' }, '金币')).toBe(
      '最高抵38金币',
    );
    expect(worthText({ type: 2, worth: '2.50' })).toBe('2.5');
    expect(conditionText({ type: 2, worth: '5.00', useCondition: '28.00' }, '金币')).toBe(
      '满28金币可用',
    );
    expect(conditionText({ type: 2, worth: '5.00', useCondition: '0.00' }, '金币')).toBe('无门槛');
  });

  it('names each restriction', () => {
    expect(
      restrictionTexts({
        onlyExpertId: 9,
        onlyExpertLevel: 2,
        onlyClientTypeArr: ['weibo'],
        originType: 1,
      }),
    ).toEqual(['仅限指定专家', '仅限人气专家', '仅限指定客户端', '客服发放']);
    expect(
      restrictionTexts({
        onlyExpertId: 0,
        onlyExpertLevel: 0,
        onlyClientTypeArr: [],
        originType: 0,
      }),
    ).toEqual([]);
  });
});

describe('我的优惠券', () => {
  it('shows the usable ones with the count on the tab and 快过期', async () => {
    api.fetchCouponPage.mockResolvedValue({
      list: [coupon(1, { expiringSoon: true, type: 1, worth: '38.00' }), coupon(2)],
      hasMore: false,
    });
    await open();
    expect(api.fetchCouponPage).toHaveBeenCalledWith(0, 1, expect.anything());
    expect(screen.getByTestId('coupon-tabs-0').textContent).toBe('可使用(3)');
    const cards = screen.getAllByTestId('coupon-card');
    expect(within(cards[0]!).getByTestId('coupon-worth').textContent).toBe('免单');
    expect(within(cards[0]!).getByTestId('coupon-soon')).toBeTruthy();
    expect(within(cards[1]!).queryByTestId('coupon-soon')).toBeNull();
    // Each card's name is a heading right under the page's h1 (no level skipped: axe heading-order).
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('我的优惠券');
    expect(within(cards[0]!).getByRole('heading', { level: 2 })).toBeTruthy();
  });

  it('switches tab through the query, greys used ones, and says when a tab is empty', async () => {
    api.fetchCouponPage.mockResolvedValueOnce({ list: [], hasMore: false });
    await open();
    expect(screen.getByTestId('coupon-empty').textContent).toContain('暂无可用的优惠券');
    api.fetchCouponPage.mockResolvedValue({ list: [coupon(4, { status: 1 })], hasMore: false });
    fireEvent.click(screen.getByTestId('coupon-tabs-1'));
    await act(() => clock.advance(0));
    expect(where().search).toBe('?status=1');
    expect(api.fetchCouponPage).toHaveBeenLastCalledWith(1, 1, expect.anything());
    const card = screen.getByTestId('coupon-card');
    expect(card.className).toContain('is-off');
    expect(within(card).getByText('已使用')).toBeTruthy();
  });

  it('leads to the rules', async () => {
    api.fetchCouponPage.mockResolvedValue({ list: [], hasMore: false });
    await open();
    fireEvent.click(screen.getByTestId('coupon-rule-link'));
    expect(where().path).toBe('/user/coupon-rule');
    expect(screen.getByTestId('coupon-rule-page').textContent).toContain('免单券');
  });

  it('says a channel without coupons has none, and asks nothing', async () => {
    channel.visible = false;
    await open();
    expect(screen.getByTestId('coupon-off').textContent).toContain('当前客户端暂不支持优惠券');
    expect(api.fetchCouponPage).not.toHaveBeenCalled();
    expect(api.fetchCouponNum).not.toHaveBeenCalled();
  });
});
