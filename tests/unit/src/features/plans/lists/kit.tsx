// Builders and a renderer shared by the plan lists' tests: plan cards, hot-expert rows and pages as
// the contracts shape them, and the list screens under a router with their own paths, so a test
// sees where a tab or a link leads.
import { act, render } from '@testing-library/react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router-dom';
import { VirtuosoMockContext } from 'react-virtuoso';
import type { RankingRow } from '@contracts/experts';
import type { TipExpert } from '@contracts/matchcenter';
import type { PlanCard, PlanPage } from '@contracts/plans';
import LookListPage from '@features/plans/lists/LookListPage';
import MyLookPlanPage from '@features/plans/lists/MyLookPlanPage';
import PlanListPage from '@features/plans/lists/PlanListPage';
import PlanTabPage from '@features/plans/lists/PlanTabPage';

export const expert = (over: Partial<TipExpert> = {}): TipExpert => ({
  id: 9,
  nickname: '老王看球',
  icon: null,
  level: 3,
  levelName: '大师',
  userLevel: 2,
  recentWins: 7,
  recentTotal: 10,
  hitRate: 70,
  longestRedStreak: 6,
  currentStreak: 3,
  ...over,
});

/** A football plan on sale for 18 coins, no-win-refund, pending; kick-off 2026-11-22 20:00 Beijing. */
export const card = (id: number, over: Partial<PlanCard> = {}): PlanCard => ({
  id,
  planNo: `P2026112200${id}`,
  title: `方案${id}：主队不败`,
  price: 18,
  refundIfLost: true,
  publishedAt: Date.parse('2026-11-22T09:30:00+08:00') - id * 60_000,
  result: 0,
  lookCount: 321,
  onSale: true,
  expert: expert(),
  match: {
    matchId: 1000 + id,
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

/** Page `pageNo` of `pages` full pages of 20 cards (ids 1…), the last saying there is no more. */
export function cardPage(pageNo: number, pages = 1, size = 20): PlanPage {
  return {
    list: Array.from({ length: size }, (_, i) => card((pageNo - 1) * 20 + i + 1)),
    pageNo,
    pageSize: 20,
    hasMore: pageNo < pages,
  };
}

export const emptyPage = (): PlanPage => ({ list: [], pageNo: 1, pageSize: 20, hasMore: false });

export const rankingRow = (rank: number, over: Partial<RankingRow> = {}): RankingRow => ({
  rank,
  expert: expert({ id: 100 + rank, nickname: `专家${rank}` }),
  period: { days: 30, settled: 20, won: 14, hitRate: 70, returnRate: 132.5 },
  currentStreak: 4,
  ...over,
});

/** Where the router is and how it got there, and the browser's back and the tab bar (tabs replace the entry). */
function Where() {
  const location = useLocation();
  const how = useNavigationType();
  const navigate = useNavigate();
  return (
    <div data-testid="where" data-path={location.pathname} data-how={how}>
      <button type="button" data-testid="router-back" onClick={() => void navigate(-1)} />
      {['home', 'plan'].map((name) => (
        <button
          key={name}
          type="button"
          data-testid={`router-tab-${name}`}
          onClick={() => void navigate(`/tabs/${name}`, { replace: true })}
        />
      ))}
    </div>
  );
}

/**
 * Renders the list screens at `at` (after the home tab in history) and lets the first answers land.
 * The viewport holds 50 cards by default: the list asks for the next page while the end shows.
 */
export async function renderLists(
  at: string,
  advance: (ms: number) => Promise<unknown>,
  viewportHeight = 4000,
) {
  const view = render(
    <MemoryRouter initialEntries={['/tabs/home', at]}>
      <VirtuosoMockContext.Provider value={{ viewportHeight, itemHeight: 80 }}>
        <Routes>
          <Route path="/tabs/plan" element={<PlanTabPage />} />
          <Route path="/plan-list/:qiuFlag?/:type?" element={<PlanListPage />} />
          <Route path="/my-look-plan/:tab?" element={<MyLookPlanPage />} />
          <Route path="/plan/look-list/:planId" element={<LookListPage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </VirtuosoMockContext.Provider>
      <Where />
    </MemoryRouter>,
  );
  await act(() => advance(0));
  return view;
}
