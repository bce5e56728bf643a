// Pins the odds-detail page: its query (matchId, type, oddsId, sport), the provider switcher that
// replaces the oddsId in the address, the 初盘/即时 summary, the change history paged with 加载更多,
// 刷新 folding later pages away, basketball's calls, the first main provider when no oddsId is given,
// and the error and bad-link states.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OddsProviderList } from '@contracts/sportdata/odds';
import type {
  OddsDetail,
  OddsDetailPageQuery,
  OddsProvidersQuery,
} from '@features/matchDetail/odds/api';
import OddsDetailPage from '@features/matchDetail/odds/OddsDetailPage';
import { ApiError } from '@shared/http';
import { installSchedulerKit, type SchedulerKit } from '../../../../../kit/schedulerKit';
import { asiaChange, asiaDetail, providers } from './fixtures';

const api = vi.hoisted(() => ({
  fetchOddsDetail: vi.fn<(q: OddsDetailPageQuery, signal?: AbortSignal) => Promise<OddsDetail>>(),
  fetchOddsProviders:
    vi.fn<(q: OddsProvidersQuery, signal?: AbortSignal) => Promise<OddsProviderList>>(),
}));
vi.mock('@features/matchDetail/odds/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchOddsDetail: api.fetchOddsDetail,
  fetchOddsProviders: api.fetchOddsProviders,
}));

let kit: SchedulerKit;
let location = '';

function Probe() {
  const here = useLocation();
  location = `${here.pathname}${here.search}`;
  return null;
}

async function open(search: string) {
  render(
    <MemoryRouter initialEntries={['/match-detail?matchId=11', `/odds-detail?${search}`]}>
      <Routes>
        <Route path="/odds-detail" element={<OddsDetailPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Probe />
    </MemoryRouter>,
  );
  await act(() => kit.flush());
}

/** 15 changes, newest first; pages of `size`. */
const changes = Array.from({ length: 15 }, (_, i) => asiaChange(80 - i));

function answerPages(total = 15, size = 10) {
  api.fetchOddsDetail.mockImplementation((q) =>
    Promise.resolve(
      asiaDetail(changes.slice((q.pageNo - 1) * size, q.pageNo * size), {
        oddsId: q.oddsId,
        pageNo: q.pageNo,
        total,
      }),
    ),
  );
}

const THREE = providers([
  { oddsId: 601, providerId: 0, providerName: '皇冠' },
  { oddsId: 602, providerId: 1, providerName: '澳门' },
  { oddsId: 603, providerId: 2, providerName: 'Bet365' },
]);

const pages = () => api.fetchOddsDetail.mock.calls.map(([q]) => `${q.oddsId}:${q.pageNo}`);
const click = (el: HTMLElement) =>
  act(async () => {
    fireEvent.click(el);
    await kit.flush();
  });

beforeEach(() => {
  kit = installSchedulerKit({ app: true, now: new Date('2026-11-22T21:30:00+08:00') });
  api.fetchOddsDetail.mockReset();
  api.fetchOddsProviders.mockReset();
  api.fetchOddsProviders.mockResolvedValue(THREE);
});
afterEach(() => kit.restore());

describe('OddsDetailPage', () => {
  it('shows the provider’s summary and the first page of its history', async () => {
    answerPages();
    await open('matchId=11&type=asia&oddsId=601&sport=1');
    expect(screen.getByRole('heading').textContent).toBe('亚指详情');
    expect(api.fetchOddsDetail.mock.calls[0]![0]).toEqual({
      matchId: 11,
      sport: 'football',
      type: 'asia',
      oddsId: 601,
      pageNo: 1,
    });
    expect(api.fetchOddsProviders.mock.calls[0]![0]).toEqual({ matchId: 11, type: 'asia' });
    const summary = screen.getByTestId('odds-summary');
    expect(summary.textContent).toContain('皇冠');
    const [opening, current] = within(summary).getAllByRole('row').slice(1);
    expect(opening!.textContent).toBe('初盘0.92半球0.94');
    expect(current!.textContent).toBe('即时0.88↓半/一↑1.00↑');
    const rows = screen.getAllByTestId('odds-change');
    expect(rows).toHaveLength(10);
    expect(rows[0]!.textContent).toBe("11-22 21:2080' 0-00.90半球0.96");
  });

  it('colours each change by the server’s trend, the handicap as 升/降盘', async () => {
    api.fetchOddsDetail.mockResolvedValue(
      asiaDetail([
        asiaChange(70, {
          home: 0.85,
          handicap: -0.75,
          handicapName: '半/一',
          trend: { home: -1, handicap: -1, away: 1 },
        }),
      ]),
    );
    await open('matchId=11&type=asia&oddsId=601&sport=1');
    const cells = within(screen.getByTestId('odds-change')).getAllByText(/\d|半/);
    expect(cells.slice(2).map((c) => c.className)).toEqual([
      'mdo-cell mdo-down',
      'mdo-cell mdo-up',
      'mdo-cell mdo-up',
    ]);
  });

  it('pages the history with 加载更多 until every change is shown', async () => {
    answerPages();
    await open('matchId=11&type=asia&oddsId=601&sport=1');
    await click(screen.getByTestId('odds-more'));
    expect(pages()).toEqual(['601:1', '601:2']);
    expect(screen.getAllByTestId('odds-change')).toHaveLength(15);
    expect(screen.queryByTestId('odds-more')).toBeNull();
  });

  it('refreshes the first page and folds the later ones away', async () => {
    answerPages();
    await open('matchId=11&type=asia&oddsId=601&sport=1');
    await click(screen.getByTestId('odds-more'));
    await click(screen.getByTestId('odds-refresh'));
    expect(pages()).toEqual(['601:1', '601:2', '601:1']);
    expect(screen.getAllByTestId('odds-change')).toHaveLength(10);
    // Page 2 is asked again, not served from before the refresh.
    await click(screen.getByTestId('odds-more'));
    expect(pages()).toEqual(['601:1', '601:2', '601:1', '601:2']);
  });

  it('switches provider in place, replacing the oddsId in the address', async () => {
    answerPages();
    await open('matchId=11&type=asia&oddsId=601&sport=1');
    const chips = screen.getAllByTestId('odds-provider');
    expect(chips.map((c) => c.textContent)).toEqual(['皇冠', '澳门', 'Bet365']);
    expect(chips[0]!.getAttribute('aria-pressed')).toBe('true');
    await click(chips[1]!);
    expect(location).toBe('/odds-detail?matchId=11&type=asia&oddsId=602&sport=1');
    expect(pages()).toEqual(['601:1', '602:1']);
    expect(screen.getAllByTestId('odds-provider')[1]!.getAttribute('aria-pressed')).toBe('true');
  });

  it('opens the first main provider when the link names none', async () => {
    answerPages();
    await open('matchId=11&type=asia');
    expect(pages()).toEqual(['601:1']);
    expect(screen.getAllByTestId('odds-change')).toHaveLength(10);
  });

  it('says 暂无指数 when no provider prices the match', async () => {
    api.fetchOddsProviders.mockResolvedValue(providers([]));
    await open('matchId=11&type=asia');
    expect(screen.getByTestId('tab-empty').textContent).toBe('暂无指数');
    expect(api.fetchOddsDetail).not.toHaveBeenCalled();
  });

  it('asks basketball’s change details for sport=2, 100 a page', async () => {
    api.fetchOddsDetail.mockResolvedValue(asiaDetail([asiaChange(1)], { sport: 2, pageSize: 100 }));
    await open('matchId=22&type=asia&oddsId=7&sport=2');
    expect(screen.getByRole('heading').textContent).toBe('让分详情');
    expect(api.fetchOddsDetail.mock.calls[0]![0]).toMatchObject({ sport: 'basketball', oddsId: 7 });
    expect(screen.queryByTestId('odds-more')).toBeNull();
  });

  it('shows the error with a retry that loads', async () => {
    api.fetchOddsDetail.mockRejectedValueOnce(
      new ApiError('server', { message: '暂无该赔率数据', path: '/sportdata/f' }),
    );
    await open('matchId=11&type=asia&oddsId=601&sport=1');
    expect(screen.getByTestId('tab-error').textContent).toContain('暂无该赔率数据');
    answerPages();
    await click(screen.getByRole('button', { name: '重新加载' }));
    expect(screen.getAllByTestId('odds-change')).toHaveLength(10);
  });

  it('keeps the history when the provider list fails, with a retry', async () => {
    answerPages();
    api.fetchOddsProviders.mockRejectedValueOnce(new Error('offline'));
    await open('matchId=11&type=asia&oddsId=601&sport=1');
    expect(screen.getAllByTestId('odds-change')).toHaveLength(10);
    expect(screen.getByRole('alert').textContent).toContain('公司列表加载失败');
    await click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getAllByTestId('odds-provider')).toHaveLength(3);
  });

  it('says the link is wrong when it names no match or type', async () => {
    await open('type=asia&oddsId=601');
    expect(screen.getByTestId('tab-empty').textContent).toContain('链接有误');
    expect(api.fetchOddsProviders).not.toHaveBeenCalled();
    expect(api.fetchOddsDetail).not.toHaveBeenCalled();
  });
});
