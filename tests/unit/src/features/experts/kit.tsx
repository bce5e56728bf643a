// Builders and a renderer shared by the expert screens' tests: the screens under a router with the
// app's patterns for them, so a test follows a link or a replaced address wherever it leads.
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import {
  RETURN_FORMULA,
  type ExpertHome,
  type RankingPage as RankingPageData,
  type RankingRow,
} from '@contracts/experts';
import type { AttentionPage, AttentionRow } from '@contracts/expertAttention';
import type { TipExpert } from '@contracts/matchcenter';
import type { PlanCard, PlanPage } from '@contracts/plans';
import ExpertHomePage from '@features/experts/ExpertHomePage';
import ExpertHomeSharePage from '@features/experts/ExpertHomeSharePage';
import HisAttentionPage from '@features/experts/attention/HisAttentionPage';
import HallPage from '@features/experts/HallPage';
import LabPage from '@features/experts/LabPage';
import LeagueRecordPage from '@features/experts/LeagueRecordPage';
import MyAttentionPage from '@features/experts/MyAttentionPage';
import RankingPage from '@features/experts/RankingPage';
import SearchPage from '@features/experts/SearchPage';

export function expert(over: Partial<TipExpert> = {}): TipExpert {
  return {
    id: 9,
    nickname: '老王看球',
    icon: null,
    level: 3,
    levelName: '八段上',
    userLevel: 2,
    recentWins: 7,
    recentTotal: 10,
    hitRate: 70,
    longestRedStreak: 5,
    currentStreak: 3,
    ...over,
  };
}

/** A row of a 7-day ranking: expert `id` at `rank`. */
export function rankingRow(rank: number, over: Partial<TipExpert> = {}): RankingRow {
  return {
    rank,
    expert: expert({ id: 100 + rank, nickname: `专家${rank}`, ...over }),
    period: { days: 7, settled: 12, won: 8, hitRate: 67, returnRate: 131.5 },
    currentStreak: 4,
  };
}

/** Page `pageNo` of a ranking, 8 rows ranked on from the pages before it. */
export function rankingPage(pageNo: number, hasMore: boolean, size = 8): RankingPageData {
  const first = (pageNo - 1) * 8 + 1;
  return {
    list: Array.from({ length: size }, (_, i) => rankingRow(first + i)),
    pageNo,
    pageSize: 8,
    hasMore,
  };
}

export function expertHome(over: Partial<ExpertHome> = {}): ExpertHome {
  return {
    expert: expert(),
    intro: '专注英超十年，稳健为先。',
    qiuFlag: 1,
    followers: 1200,
    following: false,
    own: false,
    record: {
      settled: 40,
      won: 26,
      lost: 14,
      voided: 2,
      recentTotal: 10,
      recentWins: 7,
      hitRate: 70,
      currentStreak: 3,
      bestStreak: 6,
      returnRate: 112.5,
      recent: [1, 1, 1, 2, 1, 2, 1, 1, 2, 1],
    },
    month: { days: 30, settled: 20, won: 13, hitRate: 65, returnRate: 108.2 },
    goodAt: [
      { leagueId: 1, leagueName: '英超', picks: 12, won: 9, hitRate: 75 },
      { leagueId: 2, leagueName: '西甲', picks: 8, won: 5, hitRate: 63 },
    ],
    returnFormula: RETURN_FORMULA,
    ...over,
  };
}

export function planCard(over: Partial<PlanCard> = {}): PlanCard {
  return {
    id: 31,
    planNo: 'P31',
    title: '英超焦点：主队不败',
    price: 18,
    refundIfLost: false,
    publishedAt: Date.parse('2026-11-22T09:30:00+08:00'),
    result: 0,
    lookCount: 88,
    onSale: true,
    expert: expert(),
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
  };
}

export function planPage(list: PlanCard[], hasMore = false): PlanPage {
  return { list, pageNo: 1, pageSize: 20, hasMore };
}

/** A fan (no expert) in an attention list; `expertId` makes them an expert. */
export function attentionRow(
  userId: number,
  over: Partial<AttentionRow> & { expertId?: number } = {},
): AttentionRow {
  const { expertId, ...rest } = over;
  return {
    userId,
    nickName: `球迷${userId}`,
    icon: null,
    expert:
      expertId === undefined
        ? null
        : { id: expertId, userLevel: 2, levelName: '八段上', followers: 300 },
    followedAt: Date.parse('2026-11-20T10:00:00+08:00'),
    following: false,
    own: false,
    ...rest,
  };
}

/** A page of an attention list of `owner`'s (null: a fan who is no expert). */
export function attentionPage(
  list: AttentionRow[],
  over: Partial<AttentionPage> = {},
): AttentionPage {
  return {
    owner: { expertId: 9, nickname: '老王看球' },
    list,
    total: list.length,
    pageNo: 1,
    pageSize: 20,
    hasMore: false,
    ...over,
  };
}

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

/** Renders the experts' routes at `at` (after another page in history). */
export function renderExpertRoutes(at: string) {
  return render(
    <MemoryRouter initialEntries={['/tabs/home', at]}>
      <Routes>
        <Route path="/expert" element={<HallPage />} />
        <Route path="/expert/lab/:qiuFlag/:type" element={<LabPage />} />
        <Route path="/expert/:tab/:type/:qiuFlag" element={<RankingPage />} />
        <Route path="/expert-search" element={<SearchPage />} />
        <Route path="/public/expertHome/:expertId" element={<ExpertHomePage />} />
        <Route path="/public/expertHomeShare/:expertId" element={<ExpertHomeSharePage />} />
        <Route path="/leagueRecord/:expertId/:gameType" element={<LeagueRecordPage />} />
        <Route path="/myAttention/:tab" element={<MyAttentionPage />} />
        <Route path="/hisAttention/:expertId/:tab" element={<HisAttentionPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}
