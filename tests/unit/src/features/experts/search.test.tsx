// Pins 搜索专家 as a fan meets it: a search asks for the words (narrowed by ?type=) and lists the
// experts found, each opening its home; the history keeps the last 8 words on this device, newest
// first, never adding a word twice, ignoring blank words (product-spec §5); a history word searches
// again; 清空 empties it; nothing found and a failure say so.
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '@features/experts/api';
import { appScheduler } from '@schedulers';
import { ApiError } from '@shared/http';
import { StorageKeys } from '@shared/storage';
import { expert, rankingRow, renderExpertRoutes } from './kit';

const api = vi.hoisted(() => ({
  fetchExpertHome: vi.fn<typeof Api.fetchExpertHome>(),
  fetchLeagueRecord: vi.fn<typeof Api.fetchLeagueRecord>(),
  fetchRankingPage: vi.fn<typeof Api.fetchRankingPage>(),
  fetchTop10: vi.fn<typeof Api.fetchTop10>(),
  searchExperts: vi.fn<typeof Api.searchExperts>(),
  followExpertCall: vi.fn<typeof Api.followExpertCall>(),
  fetchFollowedPage: vi.fn<typeof Api.fetchFollowedPage>(),
  fetchExpertPlans: vi.fn<typeof Api.fetchExpertPlans>(),
}));
vi.mock('@features/experts/api', () => api);
configure({ asyncUtilTimeout: 3000 });

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.searchExperts.mockResolvedValue([expert(), expert({ id: 10, nickname: '老李' })]);
  // Before a word is typed the page shows the hot experts too.
  api.fetchTop10.mockResolvedValue([]);
});
afterEach(() => appScheduler.reset());

const input = () => screen.getByTestId<HTMLInputElement>('search-input');
const stored = (): unknown =>
  JSON.parse(localStorage.getItem(StorageKeys.expertSearchHistory) ?? 'null');
const historyWords = () => screen.queryAllByTestId('search-history-word').map((w) => w.textContent);

async function search(words: string) {
  fireEvent.change(input(), { target: { value: words } });
  fireEvent.click(screen.getByTestId('search-submit'));
  if (words.trim() !== '')
    await waitFor(() => expect(screen.queryByTestId('search-skeleton')).toBeNull());
}

/** Empties the box, which brings the history back. */
function backToHistory() {
  fireEvent.change(input(), { target: { value: '' } });
}

describe('searching', () => {
  it('asks for the words and lists the experts found, each opening its home', async () => {
    renderExpertRoutes('/expert-search?type=2');
    await search(' 老 ');
    expect(api.searchExperts).toHaveBeenCalledWith('老', '2', expect.any(AbortSignal));
    const results = screen.getAllByTestId('search-result');
    expect(results.map((r) => r.querySelector('[data-testid="expert-name"]')?.textContent)).toEqual(
      ['老王看球', '老李'],
    );
    expect(results[0]?.getAttribute('href')).toBe('/public/expertHome/9');
    expect(results[0]?.textContent).toContain('近10中7 命中率70%');
  });

  it('searches both ball types without a type', async () => {
    renderExpertRoutes('/expert-search');
    await search('老');
    expect(api.searchExperts).toHaveBeenCalledWith('老', undefined, expect.any(AbortSignal));
  });

  it('says so when nobody is found, and offers a retry when the call fails', async () => {
    api.searchExperts
      .mockResolvedValueOnce([])
      .mockRejectedValueOnce(new ApiError('network', { path: '/api/expert/search' }))
      .mockResolvedValue([expert()]);
    renderExpertRoutes('/expert-search');
    await search('无人');
    expect(screen.getByTestId('search-empty').textContent).toBe('没有找到相关专家');
    await search('老');
    expect(screen.getByTestId('search-error')).toBeTruthy();
    fireEvent.click(screen.getByText('重新加载'));
    await waitFor(() => expect(screen.getAllByTestId('search-result')).toHaveLength(1));
  });

  it('searches nothing for blank words', async () => {
    renderExpertRoutes('/expert-search');
    await search('   ');
    expect(api.searchExperts).not.toHaveBeenCalled();
    expect(stored()).toBeNull();
  });
});

describe('the history (product-spec §5)', () => {
  it('keeps the words newest first, not adding a word twice', async () => {
    renderExpertRoutes('/expert-search');
    await search('英超');
    await search('老王');
    await search('英超');
    expect(api.searchExperts).toHaveBeenCalledTimes(3);
    expect(stored()).toEqual(['老王', '英超']);
    backToHistory();
    expect(historyWords()).toEqual(['老王', '英超']);
  });

  it('keeps 8 words, dropping the oldest', async () => {
    renderExpertRoutes('/expert-search');
    for (let i = 1; i <= 9; i++) await search(`词${i}`);
    expect(stored()).toEqual(['词9', '词8', '词7', '词6', '词5', '词4', '词3', '词2']);
    backToHistory();
    expect(historyWords()).toHaveLength(8);
  });

  it('shows the stored history on opening; a word searches again and 清空 empties it', async () => {
    localStorage.setItem(StorageKeys.expertSearchHistory, JSON.stringify(['老王', '英超']));
    renderExpertRoutes('/expert-search');
    expect(historyWords()).toEqual(['老王', '英超']);
    fireEvent.click(screen.getAllByTestId('search-history-word')[1]!);
    await waitFor(() =>
      expect(api.searchExperts).toHaveBeenCalledWith('英超', undefined, expect.any(AbortSignal)),
    );
    expect(input().value).toBe('英超');
    expect(stored()).toEqual(['老王', '英超']);
    backToHistory();
    fireEvent.click(screen.getByTestId('search-clear'));
    expect(screen.queryByTestId('search-history')).toBeNull();
    expect(stored()).toBeNull();
  });
});

describe('before a word is typed (issue 37 §2)', () => {
  it('shows the history and the hot experts of the ball type, each opening its home', async () => {
    localStorage.setItem(StorageKeys.expertSearchHistory, JSON.stringify(['老王']));
    api.fetchTop10.mockResolvedValue([
      rankingRow(1, { id: 21, nickname: '篮球大师' }),
      rankingRow(2, { id: 22 }),
    ]);
    renderExpertRoutes('/expert-search?type=2');
    expect(historyWords()).toEqual(['老王']);
    await waitFor(() => expect(screen.getAllByTestId('hot-expert')).toHaveLength(2));
    expect(api.fetchTop10).toHaveBeenCalledWith('2', expect.any(AbortSignal));
    expect(screen.getAllByTestId('hot-expert')[0]?.getAttribute('href')).toBe(
      '/public/expertHome/21',
    );
    // A search replaces them with its results; emptying the box brings them back.
    await search('老');
    expect(screen.queryByTestId('hot-experts')).toBeNull();
    backToHistory();
    expect(await screen.findByTestId('hot-experts')).toBeTruthy();
  });

  it('shows football’s hot experts without a type, and nothing of them when the call fails', async () => {
    api.fetchTop10.mockRejectedValue(new ApiError('network', { path: '/api/formalExpert/top10' }));
    renderExpertRoutes('/expert-search');
    await waitFor(() => expect(api.fetchTop10).toHaveBeenCalledWith('1', expect.any(AbortSignal)));
    expect(screen.queryByTestId('hot-experts')).toBeNull();
    expect(screen.getByTestId('search-input')).toBeTruthy();
  });
});
