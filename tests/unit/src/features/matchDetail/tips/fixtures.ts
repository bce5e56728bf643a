import type { TipExpert, TipItem, TipsPage } from '@contracts/matchcenter';

/** Small builders of tips data for the Tips tab tests. */

let nextId = 500;

export function tipExpert(over: Partial<TipExpert> = {}): TipExpert {
  return {
    id: 7,
    nickname: '老炮说球',
    icon: null,
    level: 2,
    levelName: '九段上',
    userLevel: 2,
    recentWins: 7,
    recentTotal: 10,
    hitRate: 70,
    longestRedStreak: 3,
    currentStreak: 1,
    ...over,
  };
}

export function tipItem(over: Partial<TipItem> = {}): TipItem {
  const id = over.id ?? nextId++;
  return {
    kind: 'plan',
    id,
    planNo: over.kind === 'interpretation' ? null : `P${id}`,
    title: `方案标题${id}`,
    price: 18,
    publishedAt: Date.now() - 5 * 60_000,
    result: 0,
    lookCount: 10,
    refundIfLost: false,
    expert: tipExpert(),
    ...over,
  };
}

export function tipsPage(over: Partial<TipsPage> = {}): TipsPage {
  const list = over.list ?? [tipItem(), tipItem({ kind: 'interpretation' })];
  return {
    matchId: 11,
    matchType: 1,
    sortType: 0,
    list,
    pageNo: 1,
    pageSize: 10,
    total: list.length,
    planTotal: list.filter((t) => t.kind === 'plan').length,
    jdTotal: list.filter((t) => t.kind === 'interpretation').length,
    hasMore: false,
    ...over,
  };
}
