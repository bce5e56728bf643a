import type { TipExpert, TipItem } from '../../../contracts/matchcenter';
import type { TipRow } from './queries';

/** Money is kept in fen (server/db/tables/content.ts); the wire speaks coins, one yuan one coin. */
export function coinsOf(fen: number): number {
  return Math.round(fen) / 100;
}

/** A database row as the wire item: never the paid content, which the row does not even carry. */
export function tipItemOf(row: TipRow, expert: TipExpert): TipItem {
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
    expert,
  };
}
