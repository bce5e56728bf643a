// Pins the plan lists' pure rules: reading the routes' path parameters, what an empty list says,
// the hot-expert chip's facts (近N中M, then 连红 or 回报率, at most two), and the 专家榜 link.
import { describe, expect, it } from 'vitest';
import { PLAN_LIST_TYPES } from '@contracts/plans';
import {
  ballFlagOf,
  expertRankingHref,
  hotExpertFacts,
  KIND_TABS,
  myLookTabOf,
  planListEmptyText,
  planListTypeOf,
} from '@features/plans/lists/rules';
import { expert, rankingRow } from './kit';

describe('path parameters', () => {
  it('knows the ball types, the kinds and the my-look tabs, and nothing else', () => {
    expect(['1', '2', '0', '3', '01', undefined].map(ballFlagOf)).toEqual([
      '1',
      '2',
      null,
      null,
      null,
      null,
    ]);
    expect(['all', 'free', 'paid', 'refund', 'ALL', 'x'].map(planListTypeOf)).toEqual([
      'all',
      'free',
      'paid',
      'refund',
      null,
      null,
    ]);
    expect(['all', 'pending', 'won', 'lost', 'void'].map(myLookTabOf)).toEqual([
      'all',
      'pending',
      'won',
      'lost',
      null,
    ]);
  });

  it('has a kind tab for every kind the call takes', () => {
    expect(KIND_TABS.map((t) => t.value)).toEqual([...PLAN_LIST_TYPES]);
  });
});

describe('texts', () => {
  it('names the ball type and kind of an empty list', () => {
    expect(planListEmptyText('1', 'all')).toBe('足球暂无在售方案');
    expect(planListEmptyText('2', 'free')).toBe('篮球暂无免费方案');
    expect(planListEmptyText('1', 'paid')).toBe('足球暂无付费方案');
  });

  it('gives a hot expert 近N中M, then the running streak or else the return', () => {
    expect(hotExpertFacts(rankingRow(1))).toEqual(['近10中7', '4连红']);
    expect(hotExpertFacts(rankingRow(1, { currentStreak: 0 }))).toEqual([
      '近10中7',
      '回报率132.5%',
    ]);
    const fresh = rankingRow(1, {
      expert: expert({ recentWins: 0, recentTotal: 0 }),
      currentStreak: 0,
      period: { days: 30, settled: 0, won: 0, hitRate: null, returnRate: null },
    });
    expect(hotExpertFacts(fresh)).toEqual([]);
  });

  it('links 专家榜 to the 30-day return ranking of the ball type', () => {
    expect(expertRankingHref('1')).toBe('/expert/famous/2/1');
    expect(expertRankingHref('2')).toBe('/expert/famous/2/2');
  });
});
