// Pins 我看过的方案 (`my-look-plan/{tab}`, default all): the bought plans by result — 全部 / 待开奖 /
// 已红 / 未中 — each from its first page, paged; the tab in the path, replaced on a tap; what each
// empty tab says; an error with a retry; an unknown tab put right to 全部.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/http';
import { installFakeClock } from '../../../../../kit/fakeClock';
import { card, cardPage, emptyPage, renderLists } from './kit';

const api = vi.hoisted(() => ({
  fetchPlanPage: vi.fn(),
  fetchMyLookPage: vi.fn(),
  fetchLookListPage: vi.fn(),
  fetchHotExperts: vi.fn(),
}));
vi.mock('@features/plans/lists/api', () => api);

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  for (const fn of Object.values(api)) fn.mockReset();
  api.fetchMyLookPage.mockImplementation((_tab: string, pageNo: number) =>
    Promise.resolve(cardPage(pageNo, 2)),
  );
});
afterEach(() => clock.restore());

const open = (at: string) => renderLists(at, clock.advance);
const settle = () => act(() => clock.advance(0));
const where = () => screen.getByTestId('where').dataset;
const calls = () => api.fetchMyLookPage.mock.calls.map((c) => c.slice(0, 2) as unknown[]);

describe('my-look-plan', () => {
  it('opens on every bought plan, page by page, under its title', async () => {
    await open('/my-look-plan');
    await settle();
    expect(screen.getByRole('heading').textContent).toBe('我看过的方案');
    expect(calls()).toEqual([
      ['all', 1],
      ['all', 2],
    ]);
    expect(screen.getAllByTestId('plan-card')).toHaveLength(40);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '全部',
      '待开奖',
      '已红',
      '未中',
    ]);
  });

  it('shows a settled plan with its badge', async () => {
    api.fetchMyLookPage.mockResolvedValue({ ...emptyPage(), list: [card(1, { result: 1 })] });
    await open('/my-look-plan/won');
    expect(calls()).toEqual([['won', 1]]);
    expect(screen.getByTestId('plan-card-result').textContent).toBe('红');
  });

  it('replaces the entry with the tab’s path and starts that tab from its first page', async () => {
    await open('/my-look-plan/all');
    fireEvent.click(screen.getByTestId('my-look-tab-pending'));
    await settle();
    expect(where().path).toBe('/my-look-plan/pending');
    expect(where().how).toBe('REPLACE');
    expect(calls().find(([tab]) => tab === 'pending')).toEqual(['pending', 1]);
    expect(screen.getByTestId('my-look-tab-pending').getAttribute('aria-selected')).toBe('true');
  });

  it('says what each empty tab has not got', async () => {
    api.fetchMyLookPage.mockResolvedValue(emptyPage());
    const texts: string[] = [];
    await open('/my-look-plan/all');
    for (const tab of ['all', 'pending', 'won', 'lost']) {
      fireEvent.click(screen.getByTestId(`my-look-tab-${tab}`));
      await settle();
      texts.push(screen.getByTestId('plans-empty').textContent ?? '');
    }
    expect(texts).toEqual([
      '还没有看过方案',
      '没有待开奖的方案',
      '没有已红的方案',
      '没有未中的方案',
    ]);
  });

  it('shows what went wrong with 重新加载', async () => {
    api.fetchMyLookPage.mockRejectedValueOnce(new ApiError('timeout', { path: '/myLook' }));
    await open('/my-look-plan/lost');
    expect(screen.getByTestId('plans-error')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await settle();
    expect(calls()[1]).toEqual(['lost', 1]);
    expect(screen.getAllByTestId('plan-card').length).toBeGreaterThan(0);
  });

  it('puts an unknown tab right to 全部', async () => {
    await open('/my-look-plan/everything');
    expect(where().path).toBe('/my-look-plan/all');
    expect(calls()[0]).toEqual(['all', 1]);
  });
});
