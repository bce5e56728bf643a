// Pins 查看记录 (`plan/look-list/{planId}`): the reader count on top, then each buyer newest first —
// the masked name as text, the picture or its first character, the time — paged; nobody yet; a plan
// that does not exist; an id that is no number asks nothing; an error with a retry.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/http';
import { installFakeClock } from '../../../../../kit/fakeClock';
import { renderLists } from './kit';

const api = vi.hoisted(() => ({
  fetchPlanPage: vi.fn(),
  fetchMyLookPage: vi.fn(),
  fetchLookListPage: vi.fn(),
  fetchHotExperts: vi.fn(),
}));
vi.mock('@features/plans/lists/api', () => api);

const at = Date.parse('2026-11-22T10:05:00+08:00');
/** Page `pageNo` of `pages` pages of 20 buyers, all named 球***. */
const lookPage = (pageNo: number, pages = 1) => ({
  lookCount: 321,
  list: Array.from({ length: 20 }, (_, i) => ({
    id: pageNo * 100 + i,
    nickName: '球***',
    icon: null,
    at: at - i,
  })),
  pageNo,
  hasMore: pageNo < pages,
});

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  for (const fn of Object.values(api)) fn.mockReset();
  api.fetchLookListPage.mockImplementation((_id: number, pageNo: number) =>
    Promise.resolve(lookPage(pageNo, 2)),
  );
});
afterEach(() => clock.restore());

const open = (id: number | string = 5) => renderLists(`/plan/look-list/${id}`, clock.advance);
const calls = () => api.fetchLookListPage.mock.calls.map((c) => c.slice(0, 2) as unknown[]);

describe('plan/look-list', () => {
  it('shows the reader count and every buyer, masked, page by page — the same name twice too', async () => {
    await open();
    await act(() => clock.advance(0));
    expect(screen.getByRole('heading').textContent).toBe('查看记录');
    expect(screen.getByTestId('look-count').textContent).toBe('共 321 人购买');
    expect(calls()).toEqual([
      [5, 1],
      [5, 2],
    ]);
    const rows = screen.getAllByTestId('look-row');
    expect(rows).toHaveLength(40);
    expect(rows[0]!.textContent).toBe('球球***2026-11-22 10:05');
    expect(screen.getByTestId('look-more').dataset.state).toBe('end');
  });

  it('shows a name as text and a picture only from an http(s) address', async () => {
    api.fetchLookListPage.mockResolvedValue({
      lookCount: 2,
      list: [
        { id: 1, nickName: '<b>王***', icon: 'https://img.example/u.png', at },
        { id: 2, nickName: '李***', icon: 'javascript:alert(1)', at },
      ],
      pageNo: 1,
      hasMore: false,
    });
    await open();
    const [first, second] = screen.getAllByTestId('look-row');
    expect(first!.querySelector('img')?.getAttribute('src')).toBe('https://img.example/u.png');
    expect(first!.textContent).toContain('<b>王***');
    expect(first!.querySelector('b')).toBeNull();
    expect(second!.querySelector('img')).toBeNull();
    expect(second!.textContent).toContain('李');
  });

  it('says so when nobody has bought it yet', async () => {
    api.fetchLookListPage.mockResolvedValue({ lookCount: 0, list: [], pageNo: 1, hasMore: false });
    await open();
    expect(screen.getByTestId('look-empty').textContent).toBe('还没有人购买');
    expect(screen.getByTestId('look-count').textContent).toBe('共 0 人购买');
  });

  it('says the plan does not exist when the server does not know it', async () => {
    api.fetchLookListPage.mockRejectedValue(
      new ApiError('server', { code: 'plan_not_found', message: '方案不存在', path: '/x' }),
    );
    await open();
    expect(screen.getByTestId('look-not-found').textContent).toBe('方案不存在');
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });

  it('asks nothing for an id that is not a number', async () => {
    await open('abc');
    expect(screen.getByTestId('look-not-found')).toBeTruthy();
    expect(api.fetchLookListPage).not.toHaveBeenCalled();
  });

  it('shows what went wrong with 重新加载', async () => {
    api.fetchLookListPage.mockRejectedValueOnce(new ApiError('network', { path: '/x' }));
    await open();
    expect(screen.getByTestId('look-error').textContent).toContain('网络连接失败');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await act(() => clock.advance(0));
    expect(screen.getAllByTestId('look-row').length).toBeGreaterThan(0);
  });
});
