// Pins a message list as a fan uses it (issue 9 item 6): pages as the reader reaches the end; a
// failure shows errorMsg (or the system-error text) for 1500 ms and stops paging until a retry;
// delete mode: nothing selected says so, then the confirm, then batchDisableMsg removes the rows;
// a like shows its level; text is text.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { VirtuosoMockContext } from 'react-virtuoso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@contracts/messages';
import { ApiError } from '@shared/http';
import { useOverlayStore } from '@shared/overlays';
import { installFakeClock } from '../../../../kit/fakeClock';

const api = vi.hoisted(() => ({
  fetchMessagePage: vi.fn(),
  deleteMessages: vi.fn(),
}));
vi.mock('@features/messages/api', () => api);

const message = (id: number, over: Partial<Message> = {}): Message => ({
  id,
  subType: 7,
  title: `消息${id}`,
  content: JSON.stringify({ text: `<b>内容${id}</b>`, kind: 'like', likeLevel: 2 }),
  createdAt: Date.parse('2026-11-22T10:00:00+08:00') - id,
  read: false,
  ...over,
});

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  api.fetchMessagePage.mockReset();
  api.deleteMessages.mockReset();
});
afterEach(() => {
  useOverlayStore.setState({ toast: null, alert: null });
  clock.restore();
});

async function open() {
  const { MessageListPage } = await import('@features/messages/MessageListPage');
  render(
    <MemoryRouter>
      <VirtuosoMockContext.Provider value={{ viewportHeight: 2000, itemHeight: 80 }}>
        <MessageListPage subType={7} />
      </VirtuosoMockContext.Provider>
    </MemoryRouter>,
  );
  await act(() => clock.advance(0));
}

describe('a message list', () => {
  it('shows text as text and the like level', async () => {
    api.fetchMessagePage.mockResolvedValue({
      list: [message(1)],
      pageNo: 1,
      pageSize: 20,
      hasMore: false,
    });
    await open();
    expect(screen.getByText('<b>内容1</b>')).toBeTruthy();
    expect(screen.getByTestId('message-like').textContent).toBe('超级赞');
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('stops paging after a failure, saying why for 1500 ms, until a retry', async () => {
    api.fetchMessagePage
      .mockResolvedValueOnce({
        list: [message(1), message(2)],
        pageNo: 1,
        pageSize: 20,
        hasMore: true,
      })
      .mockRejectedValueOnce(new ApiError('server', { path: '/api/msg', message: '' }))
      .mockResolvedValueOnce({ list: [message(3)], pageNo: 2, pageSize: 20, hasMore: false });
    await open();
    // The list's end reached: the second page is asked and fails.
    await act(() => clock.advance(100));
    expect(api.fetchMessagePage).toHaveBeenCalledTimes(2);
    expect(useOverlayStore.getState().toast?.message).toBe('系统错误，请稍后再试！');
    await act(() => clock.advance(1500));
    expect(useOverlayStore.getState().toast).toBeNull();
    await act(() => clock.advance(10_000));
    expect(api.fetchMessagePage).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: /点击重试/ }));
    await act(() => clock.advance(0));
    expect(api.fetchMessagePage).toHaveBeenLastCalledWith(7, 2, 2, expect.anything());
    expect(screen.getAllByTestId('message-item')).toHaveLength(3);
  });

  it('deletes the selected messages after asking, and says when none is selected', async () => {
    api.fetchMessagePage.mockResolvedValue({
      list: [message(1), message(2), message(3)],
      pageNo: 1,
      pageSize: 20,
      hasMore: false,
    });
    api.deleteMessages.mockResolvedValue({ removed: 2 });
    await open();
    fireEvent.click(screen.getByTestId('message-edit'));
    fireEvent.click(screen.getByTestId('message-delete'));
    await act(() => clock.advance(0));
    expect(useOverlayStore.getState().toast?.message).toBe('请选择要删除的消息');
    await act(() => clock.advance(3000));
    fireEvent.click(screen.getByLabelText('选择 消息1'));
    fireEvent.click(screen.getByLabelText('选择 消息3'));
    fireEvent.click(screen.getByTestId('message-delete'));
    await act(() => clock.advance(0));
    const alert = useOverlayStore.getState().alert;
    expect(alert?.message).toBe('确定删除消息？');
    alert?.resolve('ok');
    await act(() => clock.advance(100));
    expect(api.deleteMessages).toHaveBeenCalledWith([1, 3]);
    expect(screen.getAllByTestId('message-item').map((e) => e.dataset.messageId)).toEqual(['2']);
  });
});
