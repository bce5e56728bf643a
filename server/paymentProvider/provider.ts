import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { providerTrades } from '../db/schema';
import { signNotice, type PayNotice, type PayResult } from './protocol';

/**
 * The payment-provider simulator (issue 18 §2; docs/decisions/payments.md). It behaves as Alipay,
 * WeChat or Weibo pay do towards a merchant: the merchant opens a trade and sends the payer to the
 * provider's cashier page; the payer confirms, cancels or the payment fails; the payer is sent back
 * to the merchant's return address; and, on the provider's own schedule, a signed notification
 * tells the merchant the result — sometimes promptly, sometimes before the payer is back, sometimes
 * late, sometimes twice — and is sent again until the merchant acknowledges it. Its state lives in
 * its own table, so a restart (even after SIGKILL) resends what was not acknowledged.
 */

/** How the notification of a decided trade goes out. */
export const NOTIFY_PLANS = ['prompt', 'early', 'late', 'twice'] as const;
export type NotifyPlan = (typeof NOTIFY_PLANS)[number];

export type PayerChoice = 'pay' | 'cancel' | 'fail';

export const PROVIDER_TIMINGS = {
  /** A trade nobody pays lapses (closed) after this long, as a real cashier session does. */
  tradeTtlMs: 15 * 60_000,
  /** A "late" notification waits this long after the payer decided. */
  lateNotifyMs: 5_000,
  /** The second copy of a "twice" notification follows the first by this much. */
  secondCopyMs: 1_000,
  /** Retries of an unacknowledged notification back off from this to the cap. */
  retryFirstMs: 1_000,
  retryCapMs: 60_000,
} as const;

export interface ProviderDeps {
  db: Database;
  /** The shared secret notifications are signed with. */
  secret: string;
  /** The provider's own clock (real time; it is another company's machine). */
  now: () => number;
  /** Delivers a notification to the merchant; true when the merchant acknowledged it. */
  send: (notice: PayNotice, signature: string) => Promise<boolean>;
  /** Timings (tests shorten or fix them). */
  timings?: Partial<typeof PROVIDER_TIMINGS>;
  /** Where its cashier pages live (path prefix). */
  cashierPath?: string;
}

export interface NewTrade {
  merchantOrderId: number;
  amountFen: number;
  subject: string;
  chargeWay: number;
  returnUrl: string;
}

export type Trade = typeof providerTrades.$inferSelect;

export const CASHIER_PATH = '/pay-sim/cashier';

/** The plan a trade gets when the payer does not pick one: a fixed choice per trade number. */
export function plannedNotify(tradeNo: string): NotifyPlan {
  const n = Number.parseInt(tradeNo.slice(0, 8), 16) || 0;
  return NOTIFY_PLANS[n % NOTIFY_PLANS.length] ?? 'prompt';
}

const RESULT_OF: Readonly<Record<string, PayResult>> = {
  paid: 'paid',
  failed: 'failed',
  closed: 'closed',
};

export function createPaymentProvider(deps: ProviderDeps) {
  const { db } = deps;
  const timings = { ...PROVIDER_TIMINGS, ...deps.timings };
  const cashierPath = deps.cashierPath ?? CASHIER_PATH;

  const noticeOf = (trade: Trade): PayNotice | null => {
    const result = RESULT_OF[trade.status];
    return result
      ? {
          orderId: trade.merchantOrderId,
          tradeNo: trade.tradeNo,
          amountFen: trade.amountFen,
          result,
        }
      : null;
  };

  /** Sends one copy of a trade's notification and books the next copy or the retry. */
  async function deliver(trade: Trade): Promise<boolean> {
    const notice = noticeOf(trade);
    if (!notice) return false;
    // A merchant that is down or answers badly has not acknowledged: the notice is sent again.
    const acknowledged = await deps
      .send(notice, signNotice(notice, deps.secret))
      .catch(() => false);
    const now = deps.now();
    if (acknowledged) {
      const left = Math.max(0, trade.notifyCopiesLeft - 1);
      await db
        .update(providerTrades)
        .set({
          notifyCopiesLeft: left,
          notifyDueAt: left > 0 ? new Date(now + timings.secondCopyMs) : null,
          notifyAttempts: sql`${providerTrades.notifyAttempts} + 1`,
          acknowledgedAt: trade.acknowledgedAt ?? new Date(now),
        })
        .where(eq(providerTrades.tradeNo, trade.tradeNo));
    } else {
      const backoff = Math.min(
        timings.retryCapMs,
        timings.retryFirstMs * 2 ** Math.min(trade.notifyAttempts, 16),
      );
      await db
        .update(providerTrades)
        .set({
          notifyDueAt: new Date(now + backoff),
          notifyAttempts: sql`${providerTrades.notifyAttempts} + 1`,
        })
        .where(eq(providerTrades.tradeNo, trade.tradeNo));
    }
    return acknowledged;
  }

  return {
    cashierPath,

    /** Opens a trade; the payer goes to `cashierUrl`. */
    async createTrade(trade: NewTrade): Promise<{ tradeNo: string; cashierUrl: string }> {
      const tradeNo = randomBytes(16).toString('hex');
      await db.insert(providerTrades).values({
        ...trade,
        tradeNo,
        status: 'open',
        createdAt: new Date(deps.now()),
      });
      return { tradeNo, cashierUrl: `${cashierPath}/${tradeNo}` };
    },

    /** The latest trade opened for a merchant's order (a provider's query by merchant order id). */
    async tradeOfOrder(merchantOrderId: number): Promise<Trade | undefined> {
      const [row] = await db
        .select()
        .from(providerTrades)
        .where(eq(providerTrades.merchantOrderId, merchantOrderId))
        .orderBy(desc(providerTrades.createdAt))
        .limit(1);
      return row;
    },

    async trade(tradeNo: string): Promise<Trade | undefined> {
      const [row] = await db
        .select()
        .from(providerTrades)
        .where(eq(providerTrades.tradeNo, tradeNo))
        .limit(1);
      return row;
    },

    /**
     * The payer's decision on the cashier page. Only an open trade is decided (a second tap, a
     * lapsed trade: nothing changes). With the "early" plan the merchant hears of it before the
     * payer is sent back.
     */
    async decide(
      tradeNo: string,
      choice: PayerChoice,
      plan: NotifyPlan = plannedNotify(tradeNo),
    ): Promise<Trade | undefined> {
      const now = deps.now();
      const status = choice === 'pay' ? 'paid' : choice === 'fail' ? 'failed' : 'closed';
      const due = plan === 'late' ? now + timings.lateNotifyMs : now;
      const [decided] = await db
        .update(providerTrades)
        .set({
          status,
          notifyPlan: plan,
          decidedAt: new Date(now),
          notifyDueAt: new Date(due),
          notifyCopiesLeft: plan === 'twice' ? 2 : 1,
        })
        .where(and(eq(providerTrades.tradeNo, tradeNo), eq(providerTrades.status, 'open')))
        .returning();
      if (decided && plan === 'early') await deliver(decided);
      return decided ?? (await this.trade(tradeNo));
    },

    /** Closes trades nobody paid in time; their notification goes out like any other. */
    async closeLapsed(): Promise<number> {
      const now = deps.now();
      const closed = await db
        .update(providerTrades)
        .set({
          status: 'closed',
          notifyPlan: 'prompt',
          decidedAt: new Date(now),
          notifyDueAt: new Date(now),
          notifyCopiesLeft: 1,
        })
        .where(
          and(
            eq(providerTrades.status, 'open'),
            lt(providerTrades.createdAt, new Date(now - timings.tradeTtlMs)),
          ),
        )
        .returning({ tradeNo: providerTrades.tradeNo });
      return closed.length;
    },

    /** Sends every notification that is due (oldest first, a batch at a time). */
    async deliverDue(batch = 50): Promise<{ sent: number; acknowledged: number }> {
      const due = await db
        .select()
        .from(providerTrades)
        .where(
          and(
            isNotNull(providerTrades.notifyDueAt),
            lte(providerTrades.notifyDueAt, new Date(deps.now())),
          ),
        )
        .orderBy(asc(providerTrades.notifyDueAt))
        .limit(batch);
      let acknowledged = 0;
      for (const trade of due) if (await deliver(trade)) acknowledged += 1;
      return { sent: due.length, acknowledged };
    },

    /** One round of the provider's own work: lapse old trades, send what is due. */
    async tick(): Promise<void> {
      await this.closeLapsed();
      await this.deliverDue();
    },
  };
}

export type PaymentProvider = ReturnType<typeof createPaymentProvider>;
