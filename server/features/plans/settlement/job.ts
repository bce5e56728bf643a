import { and, asc, eq, max, sql } from 'drizzle-orm';
import {
  tryParseInterpretation,
  type InterpretationSegment,
} from '../../../../contracts/interpretation';
import { PLAN_RESULT } from '../../../../contracts/plans';
import type { DbOrTx, Tx } from '../../../db/database';
import { experts, matches, planPicks, planPurchases, plans } from '../../../db/schema';
import { settlePendingIn, transferIn } from '../../../platform/ledger';
import { purchaseKey } from '../keys';
import { foldRecords } from '../../experts';
import { settlePlan, type FinalScore, type PlanOutcome } from './rules';
import {
  BASKETBALL_STATUS as BK,
  FOOTBALL_STATUS as FT,
  isFinishedStatus,
  SPORT,
} from '../../../../domain/sport';

// Settles the plans of finished matches (issue 19 §1): each pick and the plan from the final
// score, the held coins of no-win-refund plans posted (won) or voided back to the buyers (lost,
// void), the expert's share of a won plan's sales posted as money, and the expert's record folded
// on — all of a batch in one transaction, each plan exactly once (only pending plans are taken, with
// their rows locked). The seed settles its past matches with this same job.

/** product-spec §4 / §9: a popular forecaster's share of the sales of a won plan. */
export const EXPERT_SHARE = 0.3;
/** Plans settled per transaction. */
const BATCH = 200;

/** Football 2 / basketball -1: finished, settled on the score. */
const FINISHED = { [SPORT.football]: [FT.finished], [SPORT.basketball]: [BK.finished] } as const;
/** Abandoned, postponed, cancelled: the picks are void (走水) and held coins go back. */
const CALLED_OFF = {
  [SPORT.football]: [FT.abandoned, FT.postponed],
  [SPORT.basketball]: [BK.cancelled, BK.postponed],
} as const;

/** A match whose readings settle now: finished, or called off (abandoned, postponed, cancelled). */
export const dueStatus = sql`(
  (${matches.sport} = ${SPORT.football} and ${matches.status} in (${sql.join(
    [...FINISHED[SPORT.football], ...CALLED_OFF[SPORT.football]].map((s) => sql`${s}`),
    sql`, `,
  )}))
  or (${matches.sport} = ${SPORT.basketball} and ${matches.status} in (${sql.join(
    [...FINISHED[SPORT.basketball], ...CALLED_OFF[SPORT.basketball]].map((s) => sql`${s}`),
    sql`, `,
  )})))`;

interface DuePlan {
  id: number;
  planNo: string;
  expertId: number;
  expertUserId: number | null;
  content: string;
  refundIfLost: boolean;
  sport: number;
  status: number;
  score: FinalScore;
}

async function duePlans(tx: Tx): Promise<DuePlan[]> {
  const rows = await tx
    .select({
      id: plans.id,
      planNo: plans.planNo,
      expertId: plans.expertId,
      expertUserId: experts.userId,
      content: plans.content,
      refundIfLost: plans.refundIfLost,
      sport: matches.sport,
      status: matches.status,
      home: matches.homeScore,
      away: matches.awayScore,
      homeHalf: matches.homeHalfScore,
      awayHalf: matches.awayHalfScore,
    })
    .from(plans)
    .innerJoin(matches, eq(matches.id, plans.matchId))
    .innerJoin(experts, eq(experts.id, plans.expertId))
    .where(and(eq(plans.result, PLAN_RESULT.pending), dueStatus))
    // Kick-off order: a catch-up settles the past in the order it was played.
    .orderBy(asc(matches.matchTime), asc(matches.id), asc(plans.id))
    .limit(BATCH)
    .for('update', { of: plans });
  return rows.map(({ home, away, homeHalf, awayHalf, ...p }) => ({
    ...p,
    score: { home, away, homeHalf, awayHalf },
  }));
}

/** The plan's picks (read once) and how they settled. */
function outcomeOf(plan: DuePlan): { segments: InterpretationSegment[]; outcome: PlanOutcome } {
  const segments = tryParseInterpretation(plan.content) ?? [];
  const score = isFinishedStatus(plan.sport, plan.status) ? plan.score : null;
  return { segments, outcome: settlePlan(segments, score) };
}

/** The buyers' coins: held ones posted or voided, then the expert's share of a won plan. */
async function settleMoney(tx: Tx, plan: DuePlan, outcome: PlanOutcome, now: number) {
  const buyers = await tx
    .select({ userId: planPurchases.userId, priceFen: planPurchases.priceFen })
    .from(planPurchases)
    .where(eq(planPurchases.planId, plan.id));
  if (buyers.length === 0) return;
  const won = outcome.result === PLAN_RESULT.won;
  if (plan.refundIfLost) {
    const memo = won
      ? `方案命中 ${plan.planNo}`
      : outcome.result === PLAN_RESULT.void
        ? `方案走水退款 ${plan.planNo}`
        : `方案未中退款 ${plan.planNo}`;
    for (const buyer of buyers)
      await settlePendingIn(
        tx,
        purchaseKey(plan.id, buyer.userId),
        won ? 'post' : 'void',
        memo,
        now,
      );
  }
  if (!won || plan.expertUserId === null) return;
  const sales = buyers.reduce((sum, b) => sum + Number(b.priceFen), 0);
  const shareFen = Math.floor(sales * EXPERT_SHARE);
  if (shareFen <= 0) return;
  await transferIn(
    tx,
    {
      key: `plan:${plan.id}:share`,
      kind: 'share',
      memo: `方案分成 ${plan.planNo}`,
      from: { house: 'sales' },
      to: { user: plan.expertUserId, kind: 'money' },
      amountFen: shareFen,
      reference: `plan:${plan.id}`,
    },
    now,
  );
}

/** One batch in one transaction; answers how many plans it settled (0: nothing was due). */
async function settleBatch(tx: Tx, now: number): Promise<number> {
  const due = await duePlans(tx);
  if (due.length === 0) return 0;
  const [last] = await tx.select({ seq: max(plans.settleSeq) }).from(plans);
  let seq = last?.seq ?? 0;
  const settled = due.map((plan) => ({ plan, ...outcomeOf(plan), seq: ++seq }));
  for (const { plan, outcome } of settled) await settleMoney(tx, plan, outcome, now);

  const at = new Date(now).toISOString();
  const rows = settled.map(
    ({ plan, outcome, seq: s }) =>
      sql`(${plan.id}::int, ${outcome.result}::smallint, ${s}::int, ${outcome.payoutMilli}::int)`,
  );
  await tx.execute(sql`
    update plans set result = v.result, settle_seq = v.seq, payout_milli = v.payout,
      settled_at = ${at}::timestamptz
    from (values ${sql.join(rows, sql`, `)}) as v(id, result, seq, payout)
    where plans.id = v.id`);

  const picks = settled.flatMap(({ plan, segments, outcome }) =>
    segments.map((segment, index) => ({
      planId: plan.id,
      seq: index,
      gameId: segment.gameId,
      result: outcome.picks[index] ?? 'void',
    })),
  );
  if (picks.length > 0)
    await tx
      .insert(planPicks)
      .values(picks)
      .onConflictDoUpdate({
        target: [planPicks.planId, planPicks.seq],
        set: { result: sql`excluded.result` },
      });

  await foldRecords(
    tx,
    settled.map(({ plan, outcome, seq: s }) => ({
      expertId: plan.expertId,
      result: outcome.result,
      payoutMilli: outcome.payoutMilli,
      settleSeq: s,
    })),
  );
  return due.length;
}

/**
 * Settles every plan due by now, batch after batch; answers how many. Run by a ticker on the
 * simulated clock, and by the seed (inside its transaction) for the past it writes.
 */
export async function settleDuePlans(db: DbOrTx, now: number): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.transaction((tx) => settleBatch(tx, now));
    total += n;
    if (n === 0) return total;
  }
}
