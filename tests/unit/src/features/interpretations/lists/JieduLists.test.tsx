// The interpretation lists (issue 34 §1): jiedu-list by type (the query, replaced on a tab), the
// cards — the expert's words as text, the price or 已截止, the result once settled, a link to the
// reading — the empty texts, and my-look-jiedu's tab in the path (an unknown one put right).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { InterpretationCard, InterpretationPage } from '@contracts/interpretations';
import JieduListPage from '@features/interpretations/lists/JieduListPage';
import MyLookJieduPage from '@features/interpretations/lists/MyLookJieduPage';
import { clearToken, storeToken } from '@shared/session';
import { installFakeClock } from '../../../../../kit/fakeClock';
import { Where, where } from '../../../../../kit/where';
import { plan } from '../../plans/kit';

const api = vi.hoisted(() => ({
  fetchJieduPage: vi.fn(),
  fetchMyLookJieduPage: vi.fn(),
  fetchMyPostJieduPage: vi.fn(),
}));
vi.mock('@features/interpretations/lists/api', () => api);

const card = (id: number, over: Partial<InterpretationCard> = {}): InterpretationCard => {
  const { expert, match } = plan();
  return {
    id,
    title: `解读${id}`,
    summary: '两队近况与盘口走势。',
    pickCount: 1,
    price: '28.00',
    type: 0,
    publishedAt: Date.parse('2026-11-22T09:30:00+08:00'),
    result: 0,
    lookCount: 3,
    onSale: true,
    expert,
    match,
    ...over,
  };
};
const page = (list: InterpretationCard[], hasMore = false): InterpretationPage => ({
  list,
  pageNo: 1,
  pageSize: 10,
  hasMore,
});

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  for (const fn of Object.values(api)) fn.mockReset();
  storeToken('t'.repeat(43));
});
afterEach(() => {
  clearToken();
  clock.restore();
});

async function open(at: string) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/jiedu-list" element={<JieduListPage />} />
        <Route path="/my-look-jiedu/:tab?" element={<MyLookJieduPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  await act(() => clock.advance(0));
}

describe('jiedu-list', () => {
  it('shows the readings on sale of the query’s type, and switches type in place', async () => {
    api.fetchJieduPage.mockResolvedValue(
      page([card(1, { title: '<b>焦点</b>' }), card(2, { onSale: false, result: 1 })]),
    );
    await open('/jiedu-list?type=0');
    expect(api.fetchJieduPage.mock.calls[0]?.slice(0, 3)).toEqual([0, null, 1]);
    const cards = screen.getAllByTestId('jiedu-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.getAttribute('href')).toBe('/tjInterpretation/1');
    expect(screen.getAllByTestId('jiedu-card-title')[0]?.textContent).toContain('<b>焦点</b>');
    expect(screen.getAllByTestId('jiedu-card-price').map((p) => p.textContent)).toEqual([
      '28 金币',
      '28 金币',
    ]);
    expect(screen.getByTestId('jiedu-card-result').textContent).toBe('红');
    api.fetchJieduPage.mockResolvedValue(page([]));
    fireEvent.click(screen.getByTestId('jiedu-type-3'));
    await act(() => clock.advance(0));
    expect(where().search).toBe('?type=3');
    expect(api.fetchJieduPage.mock.calls.at(-1)?.slice(0, 3)).toEqual([3, null, 1]);
    expect(screen.getByTestId('jiedu-list-empty').textContent).toContain(
      '暂无在售的十四场/任九解读',
    );
  });

  it('says 已截止 on a reading whose sales closed before it settled', async () => {
    api.fetchJieduPage.mockResolvedValue(page([card(3, { onSale: false })]));
    await open('/jiedu-list');
    expect(screen.getByTestId('jiedu-card-price').textContent).toBe('已截止');
  });
});

describe('my-look-jiedu', () => {
  it('asks the path’s tab', async () => {
    api.fetchMyLookJieduPage.mockResolvedValue(page([]));
    await open('/my-look-jiedu/won');
    expect(api.fetchMyLookJieduPage.mock.calls[0]?.slice(0, 2)).toEqual(['won', 1]);
    expect(screen.getByTestId('jiedu-list-empty').textContent).toContain('没有已红的解读');
  });

  it('puts an unknown tab right to 全部', async () => {
    api.fetchMyLookJieduPage.mockResolvedValue(page([]));
    await open('/my-look-jiedu/nope');
    expect(where().path).toBe('/my-look-jiedu/all');
  });
});
