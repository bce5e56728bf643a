import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { beijingDayIndex, dayIndexStart } from '../../../domain/time';
import type { Database } from '../../db/database';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema';
import { expireLots } from './lots';

export interface Balances {
  /** Coins (金币) the fan may spend now: lapsed reward coins have left. */
  coinFen: number;
  /** Money (元) the holder may withdraw now. */
  moneyFen: number;
  /** Money on its way out: withdrawals under review. */
  withdrawingFen: number;
  /** Money earned since `dayStart` (shares of plans sold). */
  earnedTodayFen: number;
}

/** Transfer kinds that are earnings, for "today's profit". */
export const EARNING_KINDS = ['share'] as const;

/**
 * Lets a user's lapsed reward coins leave (each with its own expiry transfer), so that what is
 * read next — a balance, a detail — shows only what may be spent.
 */
export async function expireLapsedCoins(db: Database, userId: number, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [coin] = await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'coin')));
    if (!coin) return;
    await expireLots(tx, coin.id, now);
  });
}

/**
 * A user's balances, read from the ledger after lapsed coins have left it (with their own expiry
 * transfers), so that what is shown is what may be spent.
 */
export async function balancesOf(
  db: Database,
  userId: number,
  now: number,
  dayStart: number,
): Promise<Balances> {
  return db.transaction(async (tx) => {
    const accounts = await tx
      .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, userId));
    const coin = accounts.find((a) => a.kind === 'coin');
    const money = accounts.find((a) => a.kind === 'money');
    if (coin) {
      await expireLots(tx, coin.id, now);
    }
    const rows = accounts.length
      ? await tx
          .select({ kind: ledgerAccounts.kind, balanceFen: ledgerAccounts.balanceFen })
          .from(ledgerAccounts)
          .where(
            inArray(
              ledgerAccounts.id,
              accounts.map((a) => a.id),
            ),
          )
      : [];
    const balanceOf = (kind: string) => rows.find((r) => r.kind === kind)?.balanceFen ?? 0;
    let withdrawingFen = 0;
    let earnedTodayFen = 0;
    if (money) {
      const [withdrawing] = await tx
        .select({ fen: sql<string>`coalesce(sum(${ledgerTransfers.amountFen}), 0)` })
        .from(ledgerTransfers)
        .where(
          and(
            eq(ledgerTransfers.fromAccountId, money.id),
            eq(ledgerTransfers.pending, true),
            sql`not exists (select 1 from ledger_transfers r where r.resolves_id = ${ledgerTransfers.id})`,
          ),
        );
      withdrawingFen = Number(withdrawing?.fen ?? 0);
      const [earned] = await tx
        .select({ fen: sql<string>`coalesce(sum(${ledgerEntries.amountFen}), 0)` })
        .from(ledgerEntries)
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
        .where(
          and(
            eq(ledgerEntries.accountId, money.id),
            gte(ledgerEntries.createdAt, new Date(dayStart)),
            inArray(ledgerTransfers.kind, [...EARNING_KINDS]),
          ),
        );
      earnedTodayFen = Number(earned?.fen ?? 0);
    }
    return {
      coinFen: balanceOf('coin'),
      moneyFen: balanceOf('money'),
      withdrawingFen,
      earnedTodayFen,
    };
  });
}

/** A user's balances now; "today" is the fan's Beijing day of the (simulated) clock. */
export function userBalances(db: Database, userId: number, now: number): Promise<Balances> {
  return balancesOf(db, userId, now, dayIndexStart(beijingDayIndex(now)));
}
