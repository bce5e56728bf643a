// Pins 方案列表 (`plan-list/{qiuFlag}/{type}`, defaults 1 and all): the path picks the ball type and
// kind, the header names the ball type, a kind tab replaces the entry with its path, and a path that
// names neither is put right to the defaults.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeClock } from '../../../../../kit/fakeClock';
import { cardPage, renderLists } from './kit';

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
  api.fetchPlanPage.mockImplementation((_q: string, _t: string, pageNo: number) =>
    Promise.resolve(cardPage(pageNo)),
  );
});
afterEach(() => clock.restore());

const open = (at: string) => renderLists(at, clock.advance);
const where = () => screen.getByTestId('where').dataset;
const lastCall = () => api.fetchPlanPage.mock.calls.at(-1)?.slice(0, 3);

describe('plan-list', () => {
  it('reads the ball type and kind from the path', async () => {
    await open('/plan-list/2/refund');
    expect(lastCall()).toEqual(['2', 'refund', 1]);
    expect(screen.getByRole('heading').textContent).toBe('篮球方案');
    expect(screen.getByTestId('plan-kind-refund').getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByTestId('plan-card')).toHaveLength(20);
    expect(api.fetchHotExperts).not.toHaveBeenCalled();
  });

  it('is every football plan without parameters', async () => {
    await open('/plan-list');
    expect(lastCall()).toEqual(['1', 'all', 1]);
    expect(screen.getByRole('heading').textContent).toBe('足球方案');
  });

  it('replaces the entry with the kind’s path when the fan picks a kind', async () => {
    await open('/plan-list/2/all');
    fireEvent.click(screen.getByTestId('plan-kind-free'));
    await act(() => clock.advance(0));
    expect(where().path).toBe('/plan-list/2/free');
    expect(where().how).toBe('REPLACE');
    expect(lastCall()).toEqual(['2', 'free', 1]);
  });

  it('puts a path that names no ball type or kind right, asking nothing for it', async () => {
    await open('/plan-list/3/cheap');
    expect(where().path).toBe('/plan-list/1/all');
    expect(api.fetchPlanPage.mock.calls.map((c) => c.slice(0, 3) as unknown[])).toEqual([
      ['1', 'all', 1],
    ]);
    await open('/plan-list/2/cheap');
    expect(screen.getAllByTestId('where').at(-1)!.dataset.path).toBe('/plan-list/2/all');
  });
});
