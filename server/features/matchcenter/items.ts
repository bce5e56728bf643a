import { expertLevelName, type TipExpert, type TipItem } from '../../../contracts/matchcenter';
import type { TipRow } from './queries';

/** Money is kept in fen (server/db/tables/content.ts); the wire speaks coins, one yuan one coin. */
export function coinsOf(fen: number): number {
  return Math.round(fen) / 100;
}

/** Recent hit rate in whole percent, or null when the expert has no recent tips. */
export function hitRateOf(wins: number, total: number): number | null {
  return total > 0 ? Math.round((wins * 100) / total) : null;
}

/** A database row as the wire item: never the paid content, which the row does not even carry. */
export function tipItemOf(row: TipRow): TipItem {
  return {
    kind: row.kind,
    id: row.id,
    planNo: row.planNo,
    title: row.title,
    price: coinsOf(row.priceFen),
    publishedAt: row.publishedAt.getTime(),
    result: row.result,
    lookCount: row.lookCount,
    refundIfLost: row.refundIfLost,
    expert: tipExpertOf(row.expert),
  };
}

/** An expert as a tip card (and the plan page) shows them. */
export function tipExpertOf(e: TipRow['expert']): TipExpert {
  return {
    id: e.id,
    nickname: e.nickname,
    icon: e.icon,
    level: e.strength,
    levelName: expertLevelName(e.strength),
    userLevel: e.userLevel,
    recentWins: e.recentWins,
    recentTotal: e.recentTotal,
    hitRate: hitRateOf(e.recentWins, e.recentTotal),
    longestRedStreak: e.longestRedStreak,
  };
}
