// Pins 订阅推送 (expert-push/order/{expertId}): the fan must agree to the push protocol before
// subscribing; the state changes only on the server's answer; a failure keeps it and shows the
// server's message; one's own pushes cannot be ordered; an id that is not a number asks nothing.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '@features/experts/api';
import type * as PushApi from '@features/experts/push/api';
import PushOrderPage from '@features/experts/push/PushOrderPage';
import type * as Overlays from '@shared/overlays';
import { ApiError } from '@shared/http';
import { expertHome } from './kit';

const api = vi.hoisted(() => ({ fetchExpertHome: vi.fn<typeof Api.fetchExpertHome>() }));
vi.mock('@features/experts/api', () => api);
const push = vi.hoisted(() => ({
  fetchPushStatus: vi.fn<typeof PushApi.fetchPushStatus>(),
  orderPush: vi.fn<typeof PushApi.orderPush>(),
  fetchMyPushes: vi.fn<typeof PushApi.fetchMyPushes>(),
}));
vi.mock('@features/experts/push/api', () => push);
const overlays = vi.hoisted(() => ({ showToast: vi.fn(() => Promise.resolve()) }));
vi.mock('@shared/overlays', async (original) => ({
  ...(await original<typeof Overlays>()),
  showToast: overlays.showToast,
}));
configure({ asyncUtilTimeout: 3000 });

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/expert-push/order/:expertId" element={<PushOrderPage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  for (const fn of [...Object.values(api), ...Object.values(push), overlays.showToast])
    fn.mockReset();
  api.fetchExpertHome.mockResolvedValue(expertHome());
  push.fetchPushStatus.mockResolvedValue({ ordered: false, subscribers: 12 });
});
afterEach(() => vi.clearAllMocks());

describe('订阅推送', () => {
  it('asks for the agreement first, then subscribes on the server’s answer', async () => {
    renderAt('/expert-push/order/9');
    expect((await screen.findByTestId('push-subscribers')).textContent).toBe('已有 12 人订阅');
    fireEvent.click(screen.getByTestId('push-toggle'));
    expect(push.orderPush).not.toHaveBeenCalled();
    expect(overlays.showToast).toHaveBeenCalledWith('请先阅读并同意《专家推送服务协议》', 1000);

    let answer: (v: { ordered: boolean; subscribers: number }) => void = () => undefined;
    push.orderPush.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    fireEvent.click(screen.getByTestId('push-agree'));
    fireEvent.click(screen.getByTestId('push-toggle'));
    fireEvent.click(screen.getByTestId('push-toggle'));
    expect(push.orderPush).toHaveBeenCalledTimes(1);
    expect(push.orderPush).toHaveBeenCalledWith(9, true);
    expect(screen.getByTestId('push-toggle').textContent).toBe('请稍候...');
    answer({ ordered: true, subscribers: 13 });
    await waitFor(() => expect(screen.getByTestId('push-toggle').textContent).toBe('取消订阅'));
    expect(screen.getByTestId('push-subscribers').textContent).toBe('已有 13 人订阅');
  });

  it('keeps the state and shows the server’s message when it fails', async () => {
    push.fetchPushStatus.mockResolvedValue({ ordered: true, subscribers: 3 });
    push.orderPush.mockRejectedValue(
      new ApiError('server', {
        message: '专家不存在',
        code: 'expert_not_found',
        status: 404,
        path: '/api/expert-push/order/9',
      }),
    );
    renderAt('/expert-push/order/9');
    fireEvent.click(await screen.findByTestId('push-toggle'));
    await waitFor(() => expect(overlays.showToast).toHaveBeenCalledWith('专家不存在', 1000));
    expect(screen.getByTestId('push-toggle').textContent).toBe('取消订阅');
  });

  it('does not offer one’s own pushes, and asks nothing for an id that is not a number', async () => {
    api.fetchExpertHome.mockResolvedValue(expertHome({ own: true }));
    const { unmount } = renderAt('/expert-push/order/9');
    await screen.findByTestId('push-own');
    expect(screen.queryByTestId('push-toggle')).toBeNull();
    unmount();
    renderAt('/expert-push/order/abc');
    await screen.findByTestId('push-not-found');
    expect(push.fetchPushStatus).toHaveBeenCalledTimes(1);
  });
});
