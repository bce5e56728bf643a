import { inArray } from 'drizzle-orm';
import { expertLevelName, type TipExpert } from '../../../contracts/matchcenter';
import type { DbOrTx } from '../../db/database';
import { experts } from '../../db/schema';
import { EMPTY_RECORD, recordOf, type RecordState } from './records/fold';
import { recordsOf } from './records/store';

/** What an expert card needs of the experts row; the record comes from expert_records. */
export interface ExpertBasics {
  id: number;
  userId: number | null;
  nickname: string;
  icon: string | null;
  strength: number;
  userLevel: number;
}

export const expertBasicsColumns = {
  id: experts.id,
  userId: experts.userId,
  nickname: experts.nickname,
  icon: experts.icon,
  strength: experts.strength,
  userLevel: experts.userLevel,
};

/** An expert as a card shows them, the record computed from their settled plans. */
export function tipExpertOf(e: ExpertBasics, state: RecordState = EMPTY_RECORD): TipExpert {
  const record = recordOf(state);
  return {
    id: e.id,
    nickname: e.nickname,
    icon: e.icon,
    level: e.strength,
    levelName: expertLevelName(e.strength),
    userLevel: e.userLevel,
    recentWins: record.recentWins,
    recentTotal: record.recentTotal,
    hitRate: record.hitRate,
    longestRedStreak: record.bestStreak,
    currentStreak: record.currentStreak,
  };
}

/** Cards for many experts at once: one query for their records. */
export async function tipExpertsOf(
  db: DbOrTx,
  list: readonly ExpertBasics[],
): Promise<Map<number, TipExpert>> {
  const records = await recordsOf(
    db,
    list.map((e) => e.id),
  );
  return new Map(list.map((e) => [e.id, tipExpertOf(e, records.get(e.id))]));
}

/** The experts rows of some ids, as cards. */
export async function expertCards(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, TipExpert>();
  const rows = await db
    .select(expertBasicsColumns)
    .from(experts)
    .where(inArray(experts.id, [...new Set(ids)]));
  return tipExpertsOf(db, rows);
}
