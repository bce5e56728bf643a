// The special lists with a mocked api (issue 36 §2; product-spec §5): a row opens its match's page
// only when the model has data for it, else 暂无数据 and the fan stays; the Kelly detail marks the
// indices below 1.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { KellyDetail } from '@contracts/sportdata/specialData';
import { OverlayHost } from '@app/shell/OverlayHost';
import KellyDetailPage from '@features/specialData/KellyDetailPage';
import SpecialListPage from '@features/specialData/SpecialListPage';
import { useOverlayStore } from '@shared/overlays';
import { installFakeClock } from '../../../../kit/fakeClock';
import { Where, where } from '../../../../kit/where';

const api = vi.hoisted(() => ({
  fetchKellyList: vi.fn(),
  fetchDiscreteList: vi.fn(),
  fetchBetfairList: vi.fn(),
  fetchSameOddsList: vi.fn(),
  fetchKellyDetail: vi.fn(),
  fetchKellyChange: vi.fn(),
  fetchDiscreteIndex: vi.fn(),
  fetchBetPercent: vi.fn(),
  fetchSameOdds: vi.fn(),
}));
vi.mock('@features/specialData/api', () => api);

const match = (matchId: number, sport = 1) => ({
  matchId,
  sport,
  leagueName: '英超',
  homeName: `主队${matchId}`,
  awayName: `客队${matchId}`,
  matchTime: Date.parse('2026-11-22T20:00:00+08:00'),
  status: 0,
  homeScore: 0,
  awayScore: 0,
});
const figures = { odds: [1.9, 3.4, 4.1], returnRate: 93.5, probabilities: [49.2, 27.5, 22.8] };
const summary = {
  books: 2,
  meanProbabilities: [49.2, 27.5, 22.8],
  kellyMean: [0.97, 0.94, 0.93],
  kellyVariance: [0.000412, 0.0002, 0.0001],
};
const kellyDetail = (list: KellyDetail['list']): KellyDetail => ({
  match: match(1),
  outcomes: ['主胜', '平局', '客胜'],
  list,
  opening: summary,
  now: summary,
});
const book = {
  oddsId: 11,
  providerId: 0,
  providerName: '皇冠',
  opening: { ...figures, kelly: [0.935, 0.935, 0.935] },
  now: { ...figures, kelly: [0.968, 1.02, 0.94] },
  changeTime: Date.parse('2026-11-22T18:00:00+08:00'),
};

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  for (const fn of Object.values(api)) fn.mockReset();
  useOverlayStore.setState({ toast: null });
});
afterEach(() => clock.restore());

async function open(at: string) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/special/kelly-detail" element={<KellyDetailPage />} />
        <Route path="/special/betfair-detail" element={<p>betfair detail</p>} />
        <Route path="*" element={<SpecialListPage />} />
      </Routes>
      <Where />
      <OverlayHost />
    </MemoryRouter>,
  );
  await act(() => clock.advance(0));
}

const rowOf = (matchId: number) =>
  screen.getAllByTestId('special-row').find((r) => r.dataset.matchId === String(matchId))!;

describe('the betfair list', () => {
  beforeEach(() => {
    api.fetchBetfairList.mockResolvedValue({
      pageNo: 1,
      pageSize: 100,
      total: 2,
      list: [
        { match: match(1), total: 600, volumes: [300, 200, 100], shares: [50, 33.33, 16.67] },
        { match: match(2), total: 500, volumes: [300, 0, 200], shares: [60, 0, 40] },
      ],
    });
  });

  it('shows each match with its shares', async () => {
    await open('/special/betfair');
    expect(screen.getAllByTestId('special-row')).toHaveLength(2);
    expect(rowOf(1).textContent).toContain('50.00%');
    expect(rowOf(1).textContent).toContain('主队1');
  });

  it('opens a match with money on every outcome', async () => {
    await open('/special/betfair');
    fireEvent.click(rowOf(1));
    await act(() => clock.advance(0));
    expect(where().path).toBe('/special/betfair-detail');
    expect(where().search).toBe('?matchId=1');
  });

  it('says 暂无数据 and stays when an outcome has no money', async () => {
    await open('/special/betfair');
    fireEvent.click(rowOf(2));
    await act(() => clock.advance(0));
    expect(where().path).toBe('/special/betfair');
    expect(useOverlayStore.getState().toast?.message).toBe('暂无数据');
  });
});

describe('the kelly list', () => {
  beforeEach(() => {
    api.fetchKellyList.mockResolvedValue({
      pageNo: 1,
      pageSize: 100,
      total: 1,
      list: [{ match: match(1), now: summary }],
    });
  });

  it('asks the detail and stays with 暂无数据 when it has no books', async () => {
    api.fetchKellyDetail.mockResolvedValue(kellyDetail([]));
    await open('/special/kelly');
    expect(rowOf(1).textContent).toContain('0.970');
    fireEvent.click(rowOf(1));
    await act(() => clock.advance(0));
    expect(api.fetchKellyDetail).toHaveBeenCalledWith(1);
    expect(where().path).toBe('/special/kelly');
    expect(useOverlayStore.getState().toast?.message).toBe('暂无数据');
  });

  it('opens the detail when books price the match, the indices below 1 marked', async () => {
    api.fetchKellyDetail.mockResolvedValue(kellyDetail([book]));
    await open('/special/kelly');
    fireEvent.click(rowOf(1));
    await act(() => clock.advance(0));
    expect(where().path).toBe('/special/kelly-detail');
    await act(() => clock.advance(0));
    const indices = screen.getAllByTestId('kelly-index');
    expect(indices.map((x) => x.textContent)).toEqual(['0.968', '1.020', '0.940']);
    expect(indices.map((x) => x.className)).toEqual(['sd-guarded', '', 'sd-guarded']);
    expect(screen.getAllByTestId('kelly-variance')[0]!.textContent).toBe('0.000412');
  });
});

it('an unknown model of special-data-list says so', async () => {
  await open('/special-data-list?type=9');
  expect(screen.getByTestId('special-unknown').textContent).toContain('没有这项特色数据');
});
