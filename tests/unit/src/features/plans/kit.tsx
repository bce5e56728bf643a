// Builders and a renderer shared by the plan screens' tests: the screens under a router that has the
// plan, its pay pages and the charge page, so a test follows a purchase wherever it leads; the
// shell's overlay host draws the dialogs (the confirm step of a coin purchase).
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import type { PlanDetail } from '@contracts/plans';
import { OverlayHost } from '@app/shell/OverlayHost';
import PayChargePage from '@features/plans/PayChargePage';
import PayErrorPage from '@features/plans/PayErrorPage';
import PayOkPage from '@features/plans/PayOkPage';
import PlanPage from '@features/plans/PlanPage';

/** A football plan for sale, locked, by an expert with a record; kick-off 2026-11-22 20:00 Beijing. */
export const plan = (over: Partial<PlanDetail> = {}): PlanDetail => ({
  id: 5,
  planNo: 'P20261122005',
  title: '英超焦点：主队不败',
  summary: '主队近5场不败，客队客场乏力。',
  price: '18.00',
  refundIfLost: true,
  raceType: 1,
  publishedAt: Date.parse('2026-11-22T09:30:00+08:00'),
  result: 0,
  settlement: null,
  lookCount: 321,
  onSale: true,
  unlocked: false,
  content: null,
  pickCount: 1,
  expert: {
    id: 9,
    nickname: '老王看球',
    icon: null,
    level: 3,
    levelName: '大师',
    userLevel: 2,
    recentWins: 7,
    recentTotal: 10,
    hitRate: 70,
    longestRedStreak: 4,
    currentStreak: 2,
  },
  match: {
    matchId: 1001,
    sport: 1,
    leagueName: '英超',
    homeName: '阿森纳',
    awayName: '切尔西',
    matchTime: Date.parse('2026-11-22T20:00:00+08:00'),
    status: 0,
    homeScore: 0,
    awayScore: 0,
  },
  ...over,
});

/** Two games: 胜 at 2.15 in 胜平负; 让平 3.40 and 让负 2.95 with the home side giving one goal. */
export const CONTENT = '{4071}[](21500-0-0)~{4076}[-1](0-34000-29500)';

/** Where the router is, how it got there, and the state it was given. */
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

/** Renders the app's plan routes at `at` (after `before` in history), lets the first answers land. */
export async function renderPlanRoutes(
  at: string | { pathname: string; search?: string; state?: unknown },
  advance: (ms: number) => Promise<unknown>,
  before: string[] = ['/match-detail'],
) {
  const view = render(
    <MemoryRouter initialEntries={[...before, at]}>
      <Routes>
        <Route path="/plan/pay-ok" element={<PayOkPage />} />
        <Route path="/plan/pay-error" element={<PayErrorPage />} />
        <Route path="/plan/pay-charge" element={<PayChargePage />} />
        <Route path="/plan/:id" element={<PlanPage />} />
        <Route path="/pay/userChargeHuoyan" element={<p>charge</p>} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
      <OverlayHost />
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
