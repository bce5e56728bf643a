import { and, eq, lte } from 'drizzle-orm';
import { WITHDRAW_STATUS } from '../../../../contracts/wallet/withdraw';
import type { Database } from '../../../db/database';
import { withdrawals } from '../../../db/schema';
import { LedgerRefused, settlePendingIn, transferIn } from '../../../platform/ledger';
import { done, refused, RefusedError, type Outcome } from '../../../platform/refusals';
import { WithdrawRefusals } from './refusals';
import { withdrawalKey } from './service';

/**
 * The finance desk (docs/decisions/withdrawal.md): a request is reviewed after REVIEW_AFTER_MS and
 * paid out by the bank PAYOUT_AFTER_MS after approval, on the server's (simulated) clock. Each step
 * is one transaction with the withdrawal's row locked, so a step taken twice (two instances, a tick
 * after a restart, the development control) happens once, and a kill leaves either before or after.
 */
export const WITHDRAW_TIMINGS = {
  reviewAfterMs: 10 * 60_000,
  payoutAfterMs: 5 * 60_000,
} as const;

export type ReviewDecision = 'approve' | 'refuse';

/** The reviewer's decision on a request under review; a refusal gives the money back. */
export async function reviewWithdrawal(
  db: Database,
  id: number,
  decision: ReviewDecision,
  reason: string,
  now: number,
): Promise<Outcome<{ id: number; status: number }>> {
  try {
    return done(
      await db.transaction(async (tx) => {
        const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
        if (!w) throw new RefusedError(WithdrawRefusals.notFound);
        if (w.status !== WITHDRAW_STATUS.reviewing)
          throw new RefusedError(WithdrawRefusals.notReviewing);
        if (decision === 'refuse')
          await settlePendingIn(tx, withdrawalKey(id), 'void', '提现退回', now);
        const status = decision === 'approve' ? WITHDRAW_STATUS.paying : WITHDRAW_STATUS.refused;
        await tx
          .update(withdrawals)
          .set({
            status,
            reason: decision === 'refuse' ? reason : '',
            reviewedAt: new Date(now),
          })
          .where(eq(withdrawals.id, id));
        return { id, status };
      }),
    );
  } catch (error) {
    if (error instanceof RefusedError || error instanceof LedgerRefused)
      return refused(error.refusal);
    throw error;
  }
}

/** The bank's transfer of an approved withdrawal: the held money leaves, the fee to the house. */
export async function payOut(db: Database, id: number, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!w || w.status !== WITHDRAW_STATUS.paying) return false;
    await settlePendingIn(tx, withdrawalKey(id), 'post', '提现到账', now);
    if (w.feeFen > 0)
      await transferIn(
        tx,
        {
          key: `${withdrawalKey(id)}:fee`,
          kind: 'withdrawal_fee',
          memo: '提现手续费',
          from: { house: 'payouts' },
          to: { house: 'fees' },
          amountFen: w.feeFen,
          reference: `withdrawal:${id}`,
        },
        now,
      );
    await tx
      .update(withdrawals)
      .set({ status: WITHDRAW_STATUS.paid, paidAt: new Date(now) })
      .where(eq(withdrawals.id, id));
    return true;
  });
}

/** One round of the desk: review what has waited long enough (approve), pay out what is approved. */
export async function runFinanceDesk(db: Database, now: number): Promise<void> {
  const due = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.status, WITHDRAW_STATUS.reviewing),
        lte(withdrawals.createdAt, new Date(now - WITHDRAW_TIMINGS.reviewAfterMs)),
      ),
    )
    .limit(50);
  for (const { id } of due) await reviewWithdrawal(db, id, 'approve', '', now);
  const approved = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.status, WITHDRAW_STATUS.paying),
        lte(withdrawals.reviewedAt, new Date(now - WITHDRAW_TIMINGS.payoutAfterMs)),
      ),
    )
    .limit(50);
  for (const { id } of approved) await payOut(db, id, now);
}
