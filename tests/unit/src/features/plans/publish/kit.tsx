// Builders and a renderer for the publish screen's tests: the screen under a router that also has
// the plan page and the expert application, so a test follows the screen wherever it leads.
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { PLAN_PRICES, type PublishOptions } from '@contracts/plans';
import PublishPage from '@features/plans/publish/PublishPage';

type Offer = PublishOptions['matches'][number];

const match = (matchId: number, over: Partial<Offer['match']> = {}): Offer['match'] => ({
  matchId,
  sport: 1,
  leagueName: '英超',
  homeName: '阿森纳',
  awayName: '切尔西',
  matchTime: Date.parse('2026-11-22T20:00:00+08:00'),
  status: 0,
  homeScore: 0,
  awayScore: 0,
  ...over,
});

/**
 * Two football matches open for publishing on 2026-11-22 (the fake clock's day): 1001 with 胜平负,
 * 亚盘 (home gives half a goal) and 大小球 2.5; 1002 already published by this expert.
 */
export const footballOptions = (over: Partial<PublishOptions> = {}): PublishOptions => ({
  expertId: 41,
  userLevel: 2,
  qiuFlag: 1,
  prices: [...PLAN_PRICES],
  todayCount: 3,
  dailyLimit: 10,
  matches: [
    {
      match: match(1001),
      games: [
        { gameId: 4071, handicap: null, odds: [21500, 34000, 29500] },
        { gameId: 4078, handicap: -0.5, odds: [9500, 9000] },
        { gameId: 4079, handicap: 2.5, odds: [9000, 9500] },
      ],
      published: false,
    },
    {
      match: match(1002, {
        leagueName: '西甲',
        homeName: '皇家马德里',
        awayName: '巴塞罗那',
        matchTime: Date.parse('2026-11-23T03:00:00+08:00'),
      }),
      games: [{ gameId: 4071, handicap: null, odds: [18000, 36000, 41000] }],
      published: true,
    },
  ],
  ...over,
});

/** One basketball match: 胜负, 让分 (home gives 5.5) and 大小分 215.5. */
export const basketballOptions = (): PublishOptions =>
  footballOptions({
    qiuFlag: 2,
    matches: [
      {
        match: match(2001, { sport: 2, leagueName: 'NBA', homeName: '湖人', awayName: '勇士' }),
        games: [
          { gameId: 4061, handicap: null, odds: [17500, 21000] },
          { gameId: 4062, handicap: -5.5, odds: [19000, 19000] },
          { gameId: 4064, handicap: 215.5, odds: [18800, 19200] },
        ],
        published: false,
      },
    ],
  });

/** Where the router is and how it got there. */
function Where() {
  const location = useLocation();
  const how = useNavigationType();
  return (
    <div
      data-testid="where"
      data-path={location.pathname}
      data-search={location.search}
      data-how={how}
    />
  );
}

/** Renders the publish screen at `at` (after a page before it) and lets the first answer land. */
export async function renderPublish(
  advance: (ms: number) => Promise<unknown>,
  at = '/publish/zqtj/new?matchType=1&tab=0',
) {
  const view = render(
    <MemoryRouter initialEntries={['/tabs/user', at]}>
      <Routes>
        <Route path="/publish/zqtj/:code" element={<PublishPage />} />
        <Route path="/plan/:id" element={<p>plan</p>} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  await act(() => advance(0));
  return view;
}

/** A promise the test settles when it wants to. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
