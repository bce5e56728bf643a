// Pins the 指数 tab as a fan meets it: a skeleton, then a row per provider with its current values
// coloured against the opening (red up, green down) and a link to its history; the 初盘 switch; child
// tabs asked for only when first opened and served from cache when reopened; basketball's order;
// 加载更多; the empty and error states with a retry; polling every 15 s only while the match is live.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OddsList, OddsListQuery } from '@features/matchDetail/odds/api';
import OddsTab from '@features/matchDetail/odds/OddsTab';
import { ApiError } from '@shared/http';
import { installSchedulerKit, type SchedulerKit } from '../../../../../kit/schedulerKit';
import { matchItem } from '../../../entities/match/fixtures';
import { asiaItem, asiaList, europeItem, europeList } from './fixtures';

const api = vi.hoisted(() => ({
  fetchOddsList: vi.fn<(q: OddsListQuery, signal?: AbortSignal) => Promise<OddsList>>(),
}));
vi.mock('@features/matchDetail/odds/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchOddsList: api.fetchOddsList,
}));
const special = vi.hoisted(() => ({
  fetchMatchModels: vi.fn<(sport: 1 | 2, matchId: number) => Promise<readonly number[]>>(),
}));
vi.mock('@features/specialData/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchMatchModels: special.fetchMatchModels,
}));

let kit: SchedulerKit;
const football = matchItem({ matchId: 11, sportType: 1 });
const basketball = matchItem({ matchId: 22, sportType: 2 });

function answerByType(lists: Partial<Record<OddsListQuery['type'], OddsList>>) {
  api.fetchOddsList.mockImplementation((q) => {
    const list = lists[q.type];
    return list ? Promise.resolve(list) : Promise.reject(new Error(`no ${q.type}`));
  });
}

async function show(sport: 'football' | 'basketball' = 'football', live = false) {
  render(
    <MemoryRouter>
      <OddsTab match={sport === 'football' ? football : basketball} sport={sport} live={live} />
    </MemoryRouter>,
  );
  await act(() => kit.flush());
}

const calls = () => api.fetchOddsList.mock.calls.map(([q]) => `${q.type}:${q.pageNo}`);
const clickTab = (label: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('tab', { name: label }));
    await kit.flush();
  });

beforeEach(() => {
  kit = installSchedulerKit({ app: true, now: new Date('2026-11-22T20:00:00+08:00') });
  api.fetchOddsList.mockReset();
  special.fetchMatchModels.mockReset().mockResolvedValue([]);
});
afterEach(() => kit.restore());

describe('OddsTab rows', () => {
  it('shows a skeleton, then a row per provider with moves against the opening', async () => {
    let answer: (list: OddsList) => void = () => undefined;
    api.fetchOddsList.mockImplementation(
      () => new Promise<OddsList>((resolve) => (answer = resolve)),
    );
    await show();
    expect(screen.getByTestId('tab-skeleton')).toBeTruthy();
    await act(async () => {
      answer(
        europeList([
          europeItem(),
          europeItem({ oddsId: 502, providerId: 6, providerName: '竞彩官方' }),
        ]),
      );
      await kit.flush();
    });
    const rows = screen.getAllByTestId('odds-row');
    expect(rows.map((r) => r.getAttribute('data-provider-id'))).toEqual(['0', '6']);
    const cells = within(rows[0]!)
      .getAllByText(/\d/)
      .map((c) => `${c.textContent}|${c.className}`);
    // 2.10 → 1.95 down (green), 3.20 → 3.30 up (red), 3.50 unchanged, payout never coloured.
    expect(cells).toEqual([
      '1.95↓|mdo-cell mdo-down',
      '3.30↑|mdo-cell mdo-up',
      '3.50|mdo-cell',
      '93.10%|mdo-cell',
    ]);
    expect(rows[0]!.textContent).toContain('皇冠');
    expect(rows[0]!.getAttribute('href')).toBe(
      '/odds-detail?matchId=11&type=europe&oddsId=501&sport=1',
    );
    expect(api.fetchOddsList.mock.calls[0]![0]).toEqual({
      matchId: 11,
      sport: 'football',
      type: 'europe',
      pageNo: 1,
    });
  });

  it('switches to the opening values (初盘), uncoloured', async () => {
    answerByType({ europe: europeList([europeItem()]) });
    await show();
    fireEvent.click(screen.getByRole('button', { name: '初盘' }));
    const row = screen.getByTestId('odds-row');
    expect(row.textContent).toBe('皇冠2.103.203.5093.46%');
    expect(row.querySelector('.mdo-up, .mdo-down')).toBeNull();
    expect(screen.getByRole('button', { name: '初盘' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '即时' }));
    expect(screen.getByTestId('odds-row').textContent).toContain('1.95');
  });

  it('shows handicap lines with their Chinese labels and 升盘 in red', async () => {
    answerByType({ europe: europeList([europeItem()]), asia: asiaList([asiaItem()]) });
    await show();
    await clickTab('亚指');
    const row = screen.getByTestId('odds-row');
    const line = within(row).getByText(/半\/一/);
    expect(line.className).toContain('mdo-up');
    expect(row.getAttribute('href')).toBe('/odds-detail?matchId=11&type=asia&oddsId=601&sport=1');
  });
});

describe('OddsTab child tabs', () => {
  it('asks for a type only when its tab is first opened, and serves a reopened one from cache', async () => {
    answerByType({
      europe: europeList([europeItem()]),
      asia: asiaList([asiaItem()]),
      bigsmall: { ...asiaList([]), oddsType: 'bigsmall', list: [] },
    });
    await show();
    expect(calls()).toEqual(['europe:1']);
    await clickTab('亚指');
    expect(calls()).toEqual(['europe:1', 'asia:1']);
    expect(screen.getByRole('tab', { name: '亚指' }).getAttribute('aria-selected')).toBe('true');
    await clickTab('欧指');
    expect(calls()).toEqual(['europe:1', 'asia:1']);
    expect(screen.getAllByTestId('odds-row')).toHaveLength(1);
  });

  it('leads basketball with 让分 and asks it first', async () => {
    answerByType({ asia: asiaList([asiaItem({ matchId: 22 })], { matchId: 22, sport: 2 }) });
    await show('basketball');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['让分', '大小', '欧指']);
    expect(api.fetchOddsList.mock.calls[0]![0]).toEqual({
      matchId: 22,
      sport: 'basketball',
      type: 'asia',
      pageNo: 1,
    });
    expect(screen.getByTestId('odds-row').getAttribute('href')).toContain('sport=2');
  });

  it('loads the next page on 加载更多 until every provider is shown', async () => {
    const page1 = Array.from({ length: 10 }, (_, i) =>
      europeItem({ oddsId: 500 + i, providerId: i, providerName: `公司${i}` }),
    );
    const page2 = [europeItem({ oddsId: 600, providerId: 20, providerName: '公司20' })];
    api.fetchOddsList.mockImplementation((q) =>
      Promise.resolve(europeList(q.pageNo === 1 ? page1 : page2, { total: 11, pageNo: q.pageNo })),
    );
    await show();
    expect(screen.getAllByTestId('odds-row')).toHaveLength(10);
    await act(async () => {
      fireEvent.click(screen.getByTestId('odds-more'));
      await kit.flush();
    });
    expect(calls()).toEqual(['europe:1', 'europe:2']);
    expect(screen.getAllByTestId('odds-row')).toHaveLength(11);
    expect(screen.queryByTestId('odds-more')).toBeNull();
  });
  it('keeps the rows when a later page fails, with a retry for that page', async () => {
    const page1 = Array.from({ length: 10 }, (_, i) =>
      europeItem({ oddsId: 500 + i, providerId: i }),
    );
    let fail = true;
    api.fetchOddsList.mockImplementation((q) => {
      if (q.pageNo === 2 && fail) return Promise.reject(new Error('offline'));
      const list = q.pageNo === 1 ? page1 : [europeItem({ oddsId: 600, providerId: 20 })];
      return Promise.resolve(europeList(list, { total: 11, pageNo: q.pageNo }));
    });
    await show();
    await act(async () => {
      fireEvent.click(screen.getByTestId('odds-more'));
      await kit.flush();
    });
    expect(screen.getAllByTestId('odds-row')).toHaveLength(10);
    expect(screen.getByRole('alert').textContent).toContain('加载失败，请稍后重试');
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '重试' }));
      await kit.flush();
    });
    expect(screen.getAllByTestId('odds-row')).toHaveLength(11);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('OddsTab states', () => {
  it('says 暂无指数 when no provider prices the match', async () => {
    answerByType({ europe: europeList([]) });
    await show();
    expect(screen.getByTestId('tab-empty').textContent).toBe('暂无指数');
    expect(screen.queryByTestId('odds-row')).toBeNull();
  });

  it('shows the error with a retry that loads', async () => {
    api.fetchOddsList.mockRejectedValueOnce(
      new ApiError('server', { message: '比赛不存在', path: '/sportdata/f' }),
    );
    await show();
    expect(screen.getByTestId('tab-error').textContent).toContain('比赛不存在');
    answerByType({ europe: europeList([europeItem()]) });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
      await kit.flush();
    });
    expect(screen.getAllByTestId('odds-row')).toHaveLength(1);
    expect(api.fetchOddsList).toHaveBeenCalledTimes(2);
  });
});

describe('OddsTab polling', () => {
  it('asks again every 15 s while the match is live', async () => {
    answerByType({ europe: europeList([europeItem()]) });
    await show('football', true);
    expect(api.fetchOddsList).toHaveBeenCalledTimes(1);
    await act(() => kit.advance(15_000));
    expect(api.fetchOddsList).toHaveBeenCalledTimes(2);
    await act(() => kit.advance(15_000));
    expect(api.fetchOddsList).toHaveBeenCalledTimes(3);
  });

  it('asks once when the match is not live, and leaves no timer when closed', async () => {
    answerByType({ europe: europeList([europeItem()]) });
    const view = render(
      <MemoryRouter>
        <OddsTab match={football} sport="football" live={false} />
      </MemoryRouter>,
    );
    await act(() => kit.flush());
    await act(() => kit.advance(60_000));
    expect(api.fetchOddsList).toHaveBeenCalledTimes(1);
    view.unmount();
    await act(() => kit.advance(10 * 60_000));
    expect(kit.jobs().filter((j) => j.subscribers > 0)).toEqual([]);
  });
});

describe('OddsTab special pages', () => {
  it('links each special page the football match has data for, in the index’s order', async () => {
    answerByType({ europe: europeList([europeItem()]) });
    special.fetchMatchModels.mockResolvedValue([1, 2, 4]);
    await show();
    expect(special.fetchMatchModels).toHaveBeenCalledWith(1, 11, expect.anything());
    const links = within(screen.getByTestId('match-special-links')).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['凯利指数', '/special/kelly-detail?matchId=11'],
      ['必发交易', '/special/betfair-detail?matchId=11'],
      ['同赔', '/special/same-odds-detail?matchId=11'],
    ]);
  });

  it('links basketball’s Kelly page by its path', async () => {
    answerByType({ asia: asiaList([asiaItem()]) });
    special.fetchMatchModels.mockResolvedValue([2, 3, 4]);
    await show('basketball');
    expect(special.fetchMatchModels).toHaveBeenCalledWith(2, 22, expect.anything());
    const links = within(screen.getByTestId('match-special-links')).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['凯利指数', '/bk-kelly/detail/22'],
      ['离散度', '/special/dispersed?matchId=22'],
    ]);
  });

  it('shows no strip for a match without special data, nor when the call fails', async () => {
    answerByType({ europe: europeList([europeItem()]) });
    await show();
    expect(screen.queryByTestId('match-special-links')).toBeNull();
    special.fetchMatchModels.mockRejectedValue(new Error('network'));
    kit.restore();
    kit = installSchedulerKit({ app: true, now: new Date('2026-11-22T20:00:00+08:00') });
    document.body.innerHTML = '';
    await show();
    expect(screen.queryByTestId('match-special-links')).toBeNull();
  });
});
