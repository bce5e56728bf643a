import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/database';
import { expertRecords, plans } from '../../../db/schema';
import { EMPTY_RECORD, foldAll, type RecordState, type SettledPlan } from './fold';

// The kept records (expert_records): folded on by the settlement job, read by every screen that
// shows an expert, and recomputable from the settled plans alone.

const columns = {
  expertId: expertRecords.expertId,
  won: expertRecords.won,
  lost: expertRecords.lost,
  voided: expertRecords.voided,
  currentStreak: expertRecords.currentStreak,
  bestStreak: expertRecords.bestStreak,
  recent: expertRecords.recent,
  stakeMilli: expertRecords.stakeMilli,
  payoutMilli: expertRecords.payoutMilli,
  lastSettleSeq: expertRecords.lastSettleSeq,
};

function stateOf(row: Omit<typeof expertRecords.$inferSelect, 'expertId'>): RecordState {
  return { ...row, stakeMilli: Number(row.stakeMilli), payoutMilli: Number(row.payoutMilli) };
}

/** Kept records of some experts (an expert without a settled plan has the empty record). */
export async function recordsOf(
  db: DbOrTx,
  expertIds: readonly number[],
): Promise<Map<number, RecordState>> {
  const out = new Map<number, RecordState>();
  if (expertIds.length === 0) return out;
  const rows = await db
    .select(columns)
    .from(expertRecords)
    .where(inArray(expertRecords.expertId, [...new Set(expertIds)]));
  for (const { expertId, ...row } of rows) out.set(expertId, stateOf(row));
  return out;
}

async function writeRecords(tx: DbOrTx, states: Map<number, RecordState>): Promise<void> {
  if (states.size === 0) return;
  const values = [...states].map(([expertId, state]) => ({ expertId, ...state }));
  await tx
    .insert(expertRecords)
    .values(values)
    .onConflictDoUpdate({
      target: expertRecords.expertId,
      set: {
        won: sql`excluded.won`,
        lost: sql`excluded.lost`,
        voided: sql`excluded.voided`,
        currentStreak: sql`excluded.current_streak`,
        bestStreak: sql`excluded.best_streak`,
        recent: sql`excluded.recent`,
        stakeMilli: sql`excluded.stake_milli`,
        payoutMilli: sql`excluded.payout_milli`,
        lastSettleSeq: sql`excluded.last_settle_seq`,
      },
    });
}

/**
 * Folds newly settled plans (in settle order) into their experts' kept records, the rows locked.
 * A plan at or below a record's last folded sequence was folded before and is skipped.
 */
export async function foldRecords(
  tx: Tx,
  settled: ReadonlyArray<SettledPlan & { expertId: number }>,
): Promise<void> {
  const ids = [...new Set(settled.map((p) => p.expertId))];
  if (ids.length === 0) return;
  const rows = await tx
    .select(columns)
    .from(expertRecords)
    .where(inArray(expertRecords.expertId, ids))
    .for('update');
  const states = new Map<number, RecordState>(ids.map((id) => [id, EMPTY_RECORD]));
  for (const { expertId, ...row } of rows) states.set(expertId, stateOf(row));
  const ordered = [...settled].sort((a, b) => a.settleSeq - b.settleSeq);
  for (const plan of ordered) {
    const state = states.get(plan.expertId) ?? EMPTY_RECORD;
    if (plan.settleSeq <= state.lastSettleSeq) continue;
    states.set(plan.expertId, foldAll([plan], state));
  }
  await writeRecords(tx, states);
}

/** Every expert's record folded from scratch over their settled plans (nothing is written). */
export async function recomputeRecords(db: DbOrTx): Promise<Map<number, RecordState>> {
  const rows = await db
    .select({
      expertId: plans.expertId,
      result: plans.result,
      payoutMilli: plans.payoutMilli,
      settleSeq: plans.settleSeq,
    })
    .from(plans)
    .where(gt(plans.settleSeq, 0))
    .orderBy(asc(plans.settleSeq));
  const byExpert = new Map<number, SettledPlan[]>();
  for (const row of rows) {
    const list = byExpert.get(row.expertId) ?? [];
    list.push({
      result: row.result,
      payoutMilli: row.payoutMilli ?? 0,
      settleSeq: row.settleSeq ?? 0,
    });
    byExpert.set(row.expertId, list);
  }
  return new Map([...byExpert].map(([id, list]) => [id, foldAll(list)]));
}

/** Replaces the kept records with a recomputation (the repair a migration or an operator runs). */
export async function rebuildRecords(db: DbOrTx): Promise<number> {
  const states = await recomputeRecords(db);
  await db.transaction(async (tx) => {
    await tx.delete(expertRecords);
    await writeRecords(tx, states);
  });
  return states.size;
}

export async function recordOf(db: DbOrTx, expertId: number): Promise<RecordState> {
  const [row] = await db
    .select(columns)
    .from(expertRecords)
    .where(eq(expertRecords.expertId, expertId));
  if (!row) return EMPTY_RECORD;
  const { expertId: _id, ...rest } = row;
  return stateOf(rest);
}
