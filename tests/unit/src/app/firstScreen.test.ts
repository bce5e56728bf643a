// @vitest-environment jsdom
// Pins src/app/firstScreen.ts (issue 20 §3): for the screen the address opens on, the first-screen
// script loads the screen's chunk and sends its first call before the app runs — the very call the
// screen will make, so the app takes its answer — and sends nothing a guard, a partner login or the
// followed view would make wrong. When the page came with the screen rendered by the server, the
// screen is seeded with the page's data instead, and the app waits for that — also while the page's
// script is still asking for the render (a list screen), and asks itself when none comes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HomeFirstScreen from '@features/home/firstScreen';
import type * as ListFirstScreen from '@features/matches/list/firstScreen';
import type * as DetailFirstScreen from '@features/matchDetail/firstScreen';
import { RENDER_WAIT_MS, startFirstScreen } from '@app/firstScreen';
import { MAIN_AGENT_ID } from '@shared/channels';
import { clearToken } from '@shared/session';
import { localStore, StorageKeys } from '@shared/storage';
import { forgetEarlyAnswers } from '@shared/http/earlyAnswers';
import { argsOf } from '@features/matches/list/listQuery';
import { homeMatchesSource } from '@features/home';
import { appScheduler } from '@schedulers';
import { resetMatchesStore, useMatchesStore } from '@entities/match';
import { listKey } from '@features/matches/list/listQuery';
import { takeSeededList } from '@features/matches/list/seededLists';
import { matchItem } from '../entities/match/fixtures';
import { matchPageCallArgs } from '@features/matches/callArgs';

const loaded = vi.hoisted(() => ({ home: 0, football: 0, basketball: 0, detail: 0 }));

vi.mock('@features/home/firstScreen', async (original) => ({
  ...(await original<typeof HomeFirstScreen>()),
  loadHomePage: () => {
    loaded.home += 1;
    return Promise.resolve({ default: () => null });
  },
}));
vi.mock('@features/matches/list/firstScreen', async (original) => ({
  ...(await original<typeof ListFirstScreen>()),
  loadFootballListPage: () => {
    loaded.football += 1;
    return Promise.resolve({ default: () => null });
  },
  loadBasketballListPage: () => {
    loaded.basketball += 1;
    return Promise.resolve({ default: () => null });
  },
}));

vi.mock('@features/matchDetail/firstScreen', async (original) => ({
  ...(await original<typeof DetailFirstScreen>()),
  loadFootballDetailPage: () => {
    loaded.detail += 1;
    return Promise.resolve({ default: () => null });
  },
  loadBasketballDetailPage: () => {
    loaded.detail += 1;
    return Promise.resolve({ default: () => null });
  },
}));

let sent: Array<Record<string, unknown>> = [];

beforeEach(() => {
  sent = [];
  loaded.home = loaded.football = loaded.basketball = loaded.detail = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      sent.push(JSON.parse(init.body as string) as Record<string, unknown>);
      return new Promise(() => undefined);
    }),
  );
  localStorage.clear();
  sessionStorage.clear();
  clearToken();
  forgetEarlyAnswers();
});

afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
  document.getElementById('first-screen-data')?.remove();
  document.getElementById('first-shell')?.remove();
  appScheduler.reset();
  resetMatchesStore();
});

/** The data element the server writes beside its render (server/features/firstScreen). */
function pageBrought(route: string, data: unknown): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'first-screen-data';
  script.textContent = JSON.stringify({ route, data });
  document.body.append(script);
}

const homeData = {
  list: [matchItem({ matchId: 501, leagueName: '英超' })],
  liveIds: [],
  todayIds: [501],
  date: '2026-11-26',
};
const open = (hash: string) => startFirstScreen(`http://app.test/${hash}`);
const apiNames = () => sent.map((body) => body.apiName);

describe('the first-screen script', () => {
  it('on the home tab loads its screen and asks for its matches', () => {
    void open('#/tabs/home');
    expect(loaded.home).toBe(1);
    expect(apiNames()).toEqual(['getHomeMatches']);
  });

  it('treats an address without a route as the home tab', () => {
    void open('');
    expect(loaded.home).toBe(1);
    expect(apiNames()).toEqual(['getHomeMatches']);
  });

  it('on the football list asks for the first page the list will ask for', () => {
    void open('#/tabs/match');
    expect(loaded.football).toBe(1);
    expect(sent).toHaveLength(1);
    const expected = matchPageCallArgs(
      argsOf({ sport: 'football', state: 'all', date: null, game: 0, oddsCompany: 0 }, 1),
    );
    // As JSON carries it: an undefined date is not sent.
    expect(sent[0]).toMatchObject({
      apiName: 'getMatchListByDate',
      ...(JSON.parse(JSON.stringify(expected)) as object),
    });
  });

  it('asks with the odds company the fan chose for the tab, and the state tab the address names', () => {
    const settings = {
      football: {
        0: {
          provider: { description: '威廉希尔', oddsCompany: 3 },
          oddsType: 1,
          goalTip: true,
          redCardTip: true,
          changed: true,
          showYcard: true,
          showRank: true,
        },
      },
    };
    localStore.set(`${StorageKeys.matchSettings}:guest`, JSON.stringify(settings));
    void open('#/tabs/match?state=live');
    expect(sent[0]).toMatchObject({
      apiName: 'getMatchListByDate',
      oddsCompany: 3,
      matchStatus: 1,
    });
  });

  it('on the basketball list asks for basketball', () => {
    void open('#/tabs/match-bk');
    expect(loaded.basketball).toBe(1);
    expect(sent[0]).toMatchObject({ apiName: 'getMatchListByDate', sportType: 2 });
  });

  it('leaves the followed view to the app (another call, and only with a login)', () => {
    void open('#/tabs/match?state=followed');
    expect(loaded.football).toBe(1);
    expect(sent).toEqual([]);
  });

  it('asks nothing when a partner logs the fan in through the address', () => {
    void open('#/tabs/home?ticket=t-1&currency=1');
    expect(loaded.home).toBe(1);
    expect(sent).toEqual([]);
  });

  it('asks nothing when the route’s guards send the fan elsewhere (a channel with its own home)', () => {
    localStore.set(StorageKeys.agentId, '2335301');
    void open('#/tabs/home');
    expect(sent).toEqual([]);
    localStore.set(StorageKeys.agentId, MAIN_AGENT_ID);
  });

  it('does nothing on other screens', () => {
    void open('#/tabs/plan');
    void open('#/special/kelly?matchId=1');
    expect(loaded).toEqual({ home: 0, football: 0, basketball: 0, detail: 0 });
    expect(sent).toEqual([]);
  });

  it('on a match page loads its screen and asks for the match the page asks for', () => {
    void open('#/match-detail?matchId=78700400&tab=chat');
    void open('#/bk-match-detail?matchId=99');
    expect(loaded.detail).toBe(2);
    expect(sent.map((body) => [body.apiName, body.leagueMatchId ?? body.matchId])).toEqual([
      ['getMatchInfoById', 78700400],
      ['getBkMatchDetail', 99],
    ]);
    // A broken link asks nothing: the page says so.
    sent = [];
    void open('#/match-detail?matchId=0');
    void open('#/match-detail?matchId=99999999999');
    expect(sent).toEqual([]);
  });

  it('seeds a match page with the match the page brought, and asks nothing', async () => {
    pageBrought('match-detail', matchItem({ matchId: 601, leagueName: '西甲' }));
    expect(await open('#/match-detail?matchId=601')).toBe('match-detail');
    expect(apiNames()).toEqual([]);
    expect(useMatchesStore.getState().byId[601]?.leagueName).toBe('西甲');
    // Another match's data is not this page's: it asks.
    document.getElementById('first-screen-data')?.remove();
    pageBrought('match-detail', matchItem({ matchId: 602 }));
    expect(await open('#/match-detail?matchId=603')).toBeNull();
    expect(sent.map((body) => body.leagueMatchId)).toEqual([603]);
  });

  it('seeds the home tab with the data the page brought, and asks nothing', async () => {
    pageBrought('tabs/home', homeData);
    await open('#/tabs/home');
    expect(apiNames()).toEqual([]);
    expect(homeMatchesSource().peek().data?.todayIds).toEqual([501]);
    expect(useMatchesStore.getState().byId[501]?.leagueName).toBe('英超');
  });

  it('asks as usual when the page’s data is of another screen or does not pass the contract', async () => {
    pageBrought('tabs/match', homeData);
    await open('#/tabs/home');
    expect(apiNames()).toEqual(['getHomeMatches']);
    document.getElementById('first-screen-data')?.remove();
    sent = [];
    forgetEarlyAnswers();
    pageBrought('tabs/home', { list: 'not a list' });
    await open('#/tabs/home');
    expect(apiNames()).toEqual(['getHomeMatches']);
    expect(homeMatchesSource().peek().data).toBeUndefined();
  });

  it('waits for the list the page’s script is asking for, and seeds it instead of asking', async () => {
    const shell = pendingShell('tabs/match');
    let started = false;
    const starting = open('#/tabs/match').then(() => {
      started = true;
    });
    await Promise.resolve();
    // Nothing asked, and the app not started, while the render is on its way.
    expect(sent).toEqual([]);
    expect(started).toBe(false);
    pageBrought('tabs/match', listPage);
    renderArrived(shell);
    await starting;
    expect(sent).toEqual([]);
    const key = listKey({ sport: 'football', state: 'all', date: null, game: 0, oddsCompany: 0 });
    expect(useMatchesStore.getState().lists[key]).toMatchObject({
      ids: [601],
      status: 'ready',
      pageNo: 1,
      hasMore: true,
    });
    expect(useMatchesStore.getState().serverToday).toBe('2026-11-26');
    // The list opened on it asks nothing; once.
    expect(takeSeededList(key)).toBe(true);
    expect(takeSeededList(key)).toBe(false);
  });

  it('asks itself when the render the page’s script asked for does not come', async () => {
    const shell = pendingShell('tabs/match');
    const starting = open('#/tabs/match');
    renderArrived(shell);
    await starting;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ apiName: 'getMatchListByDate', pageNo: 1 });
  });

  it('stops waiting for a render that neither comes nor fails, and asks itself', async () => {
    vi.useFakeTimers();
    try {
      pendingShell('tabs/match');
      const starting = open('#/tabs/match');
      await vi.advanceTimersByTimeAsync(RENDER_WAIT_MS - 1);
      expect(sent).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await starting;
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ apiName: 'getMatchListByDate', pageNo: 1 });
    } finally {
      vi.useRealTimers();
    }
  });
});

/** The page's skeleton while its script is asking for the screen `route` (index.html). */
function pendingShell(route: string): HTMLElement {
  const shell = document.createElement('div');
  shell.id = 'first-shell';
  shell.setAttribute('data-pending', route);
  document.body.append(shell);
  return shell;
}

/** The page's script is done asking: the render came (or not). */
function renderArrived(shell: HTMLElement): void {
  shell.removeAttribute('data-pending');
  document.dispatchEvent(new Event('first-screen'));
}

const listPage = {
  list: [matchItem({ matchId: 601, leagueName: '西甲' })],
  pageNo: 1,
  pageSize: 20,
  total: 40,
  hasMore: true,
  date: '2026-11-26',
};
