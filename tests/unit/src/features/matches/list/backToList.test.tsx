// Pins issue 16 item 3: back from a match page, the list shows the same pages at the same place, at
// once and without a request (FotMob keeps it too), with the state tab and day the fan had. A fresh
// visit, another day or tab, and a memory older than LIST_MEMORY_MS start at the top, as before.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { VirtuosoMockContext } from 'react-virtuoso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchPage } from '@contracts/sportdata/matches';
import { forgetListMemory, LIST_MEMORY_MS } from '@features/matches/list/listMemory';
import { MatchListPage } from '@features/matches/list/MatchListPage';
import { resetMatchesStore, setFrameScheduler, useMatchesStore } from '@entities/match/store';
import { matchItem, page } from '../../../entities/match/fixtures';

const api = vi.hoisted(() => ({
  fetchMatchPage:
    vi.fn<
      (args: { pageNo: number; matchStatus: number; date: string | null }) => Promise<MatchPage>
    >(),
  fetchFollowedPage: vi.fn<(args: { pageNo: number }) => Promise<MatchPage>>(),
}));
vi.mock('@features/matches/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...api,
}));

// The live polls are not under test here: nothing leaves the test.
vi.mock('@features/matches/live', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useLiveFeed: () => {},
  useLiveStatus: () => ({
    active: false,
    updatedAgoS: null,
    failing: false,
    offline: false,
    paused: false,
  }),
}));

const ROW_PX = 80;
const PAGES = 5;

/** A day of five pages of 20: match ids say the day and page (today 100.., page 2 200..). */
function dayPage({ pageNo, date }: { pageNo: number; date: string | null }): Promise<MatchPage> {
  const day = date === null ? 0 : 10_000;
  const list = Array.from({ length: 20 }, (_, i) => matchItem({ matchId: day + pageNo * 100 + i }));
  return Promise.resolve(
    page(list, { pageNo, hasMore: pageNo < PAGES, total: PAGES * 20, date: '2026-11-22' }),
  );
}

/** The match page, reduced to its way back and a tab-bar link to the list (a fresh visit). */
function MatchPageStub() {
  const navigate = useNavigate();
  return (
    <div data-testid="match-page">
      <button type="button" onClick={() => void navigate(-1)}>
        返回
      </button>
      <Link to="/tabs/match">足球</Link>
    </div>
  );
}

function show() {
  return render(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 400, itemHeight: ROW_PX }}>
      <MemoryRouter initialEntries={['/tabs/match']}>
        <Routes>
          <Route path="/tabs/match" element={<MatchListPage sport="football" />} />
          <Route path="/match-detail" element={<MatchPageStub />} />
        </Routes>
      </MemoryRouter>
    </VirtuosoMockContext.Provider>,
  );
}

const shownIds = () =>
  screen.queryAllByTestId('match-row').map((row) => Number(row.getAttribute('data-match-id')));

const theList = () => {
  const lists = Object.entries(useMatchesStore.getState().lists);
  return (key: string) => lists.find(([k]) => k.startsWith(key))?.[1];
};

async function scrollTo(top: number) {
  const scroller = screen.getByTestId('match-list');
  await act(async () => {
    scroller.scrollTop = top;
    fireEvent.scroll(scroller);
    await Promise.resolve();
  });
}

/** Scrolls down until `pages` pages are loaded, and settles at `top`. */
async function scrollThrough(pages: number, top: number, day = 'football|all|today') {
  for (let loaded = 1; loaded < pages; loaded += 1) {
    await scrollTo(loaded * 20 * ROW_PX - 400);
    await waitFor(() => expect(theList()(day)?.pageNo).toBe(loaded + 1));
  }
  await scrollTo(top);
}

async function openMatchOnScreen(): Promise<number> {
  const rows = screen.getAllByTestId('match-row');
  const row = rows[Math.floor(rows.length / 2)]!;
  fireEvent.click(within(row).getAllByRole('link')[0]!);
  await screen.findByTestId('match-page');
  expect(screen.queryByTestId('match-list-page-football')).toBeNull();
  return Number(row.getAttribute('data-match-id'));
}

function goBack() {
  fireEvent.click(screen.getByRole('button', { name: '返回' }));
}

beforeEach(() => {
  resetMatchesStore();
  forgetListMemory();
  api.fetchMatchPage.mockReset();
  api.fetchMatchPage.mockImplementation(dayPage);
  api.fetchFollowedPage.mockReset();
  setFrameScheduler((fn) => fn());
});
afterEach(() => {
  setFrameScheduler(undefined);
  vi.useRealTimers();
});

describe('back from a match page', () => {
  it('shows the same pages at the same place, at once and without a request', async () => {
    show();
    await screen.findAllByTestId('match-row');
    await scrollThrough(3, 27 * ROW_PX);
    const before = shownIds();
    expect(before[0]).toBeGreaterThanOrEqual(200);
    const requests = api.fetchMatchPage.mock.calls.length;
    expect(requests).toBe(3);

    const opened = await openMatchOnScreen();
    goBack();

    // At once: no skeleton, the three pages, nothing asked again.
    expect(screen.queryByTestId('list-skeleton')).toBeNull();
    expect(screen.getByTestId('match-list')).toBeTruthy();
    expect(theList()('football|all|today')).toMatchObject({ pageNo: 3, hasMore: true });
    expect(theList()('football|all|today')?.ids).toHaveLength(60);
    // Virtuoso places the rows in its first frames: the ones the fan left, the opened match among them.
    await waitFor(() => expect(shownIds()).toEqual(before));
    expect(shownIds()).toContain(opened);
    expect(api.fetchMatchPage).toHaveBeenCalledTimes(requests);
    expect(theList()('football|all|today')?.ids).toHaveLength(60);

    // Scrolling on loads the fourth page, as if the fan had never left.
    await scrollTo(60 * ROW_PX - 400);
    await waitFor(() => expect(theList()('football|all|today')?.pageNo).toBe(4));
    expect(api.fetchMatchPage.mock.calls.at(-1)?.[0].pageNo).toBe(4);
  });

  it('comes back to the state tab and day the fan had chosen', async () => {
    show();
    await screen.findAllByTestId('match-row');
    fireEvent.click(screen.getByTestId('date--1'));
    await waitFor(() => expect(shownIds()[0]).toBe(10_100));
    await scrollThrough(2, 22 * ROW_PX, 'football|all|2026-11-21');
    const before = shownIds();
    expect(before[0]).toBeGreaterThan(10_100);
    const requests = api.fetchMatchPage.mock.calls.length;

    await openMatchOnScreen();
    goBack();

    expect(screen.getByTestId('date--1').getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(shownIds()).toEqual(before));
    expect(api.fetchMatchPage).toHaveBeenCalledTimes(requests);
  });

  it('starts another day, or the same one chosen again, at the top', async () => {
    show();
    await screen.findAllByTestId('match-row');
    await scrollThrough(2, 25 * ROW_PX);
    await openMatchOnScreen();
    goBack();
    await waitFor(() => expect(shownIds()[0]).toBeGreaterThan(100));

    fireEvent.click(screen.getByTestId('date-1'));
    await waitFor(() => expect(shownIds()[0]).toBe(10_100));
    await scrollTo(12 * ROW_PX);
    expect(shownIds()[0]).toBeGreaterThan(10_100);
    // Today again, already loaded: shown at once, from the top, not at the other day's offset.
    fireEvent.click(screen.getByTestId('date-0'));
    await waitFor(() => expect(shownIds()[0]).toBe(100));
  });
});

describe('not a back', () => {
  it('a fresh visit from the match page starts at the top and loads the list again', async () => {
    show();
    await screen.findAllByTestId('match-row');
    await scrollThrough(2, 25 * ROW_PX);
    await openMatchOnScreen();
    const requests = api.fetchMatchPage.mock.calls.length;

    fireEvent.click(screen.getByRole('link', { name: '足球' }));
    await screen.findAllByTestId('match-row');
    expect(shownIds()[0]).toBe(100);
    await waitFor(() => expect(api.fetchMatchPage).toHaveBeenCalledTimes(requests + 1));
    expect(api.fetchMatchPage.mock.calls.at(-1)?.[0].pageNo).toBe(1);
  });

  it('a back after the memory lifetime starts at the top and loads the list again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    show();
    await screen.findAllByTestId('match-row');
    await scrollThrough(2, 25 * ROW_PX);
    await openMatchOnScreen();
    const requests = api.fetchMatchPage.mock.calls.length;

    vi.setSystemTime(Date.now() + LIST_MEMORY_MS + 1);
    goBack();
    await waitFor(() => expect(api.fetchMatchPage).toHaveBeenCalledTimes(requests + 1));
    expect(shownIds()[0]).toBe(100);
  });
});
