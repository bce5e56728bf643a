import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema';

export interface TransferRow {
  key: string;
  requestHash: string;
  kind: string;
  memo: string;
  fromAccountId: number;
  toAccountId: number;
  amountFen: number;
  pending: boolean;
  resolvesId: number | null;
  reference: string | null;
  now: number;
  /** Where the credit entry goes when not `toAccountId`: the held account, for a pending transfer. */
  creditAccountId?: number;
}

/** A balance would go below zero (the database's check said so). */
export class InsufficientFunds extends Error {
  constructor() {
    super('insufficient funds');
    this.name = 'InsufficientFunds';
  }
}

/** Another transaction wrote the same idempotency key first; the caller answers with its result. */
export class KeyTaken extends Error {
  readonly key: string;
  constructor(key: string) {
    super(`idempotency key taken: ${key}`);
    this.key = key;
    this.name = 'KeyTaken';
  }
}

const CHECK_VIOLATION = '23514';

function isCheckViolation(error: unknown): boolean {
  // node-postgres and PGlite both report the SQLSTATE as `code` (drizzle may wrap it in `cause`).
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === CHECK_VIOLATION) return true;
  }
  return false;
}

/**
 * Writes one transfer and its two entries, and moves both balances, in the caller's transaction.
 * Balances move in account-id order, so two transfers between the same accounts never deadlock.
 */
export async function writeTransfer(tx: Tx, row: TransferRow): Promise<number> {
  const [inserted] = await tx
    .insert(ledgerTransfers)
    .values({
      idempotencyKey: row.key,
      requestHash: row.requestHash,
      kind: row.kind,
      memo: row.memo,
      fromAccountId: row.fromAccountId,
      toAccountId: row.toAccountId,
      amountFen: row.amountFen,
      pending: row.pending,
      resolvesId: row.resolvesId,
      reference: row.reference,
      createdAt: new Date(row.now),
    })
    .onConflictDoNothing()
    .returning({ id: ledgerTransfers.id });
  if (!inserted) throw new KeyTaken(row.key);
  const creditAccountId = row.creditAccountId ?? row.toAccountId;
  const moves = [
    { accountId: row.fromAccountId, delta: -row.amountFen },
    { accountId: creditAccountId, delta: row.amountFen },
  ].sort((a, b) => a.accountId - b.accountId);
  for (const move of moves) {
    try {
      await tx
        .update(ledgerAccounts)
        .set({ balanceFen: sql`${ledgerAccounts.balanceFen} + ${move.delta}` })
        .where(eq(ledgerAccounts.id, move.accountId));
    } catch (error) {
      if (isCheckViolation(error)) throw new InsufficientFunds();
      throw error;
    }
  }
  await tx.insert(ledgerEntries).values([
    {
      transferId: inserted.id,
      accountId: row.fromAccountId,
      amountFen: -row.amountFen,
      createdAt: new Date(row.now),
    },
    {
      transferId: inserted.id,
      accountId: creditAccountId,
      amountFen: row.amountFen,
      createdAt: new Date(row.now),
    },
  ]);
  return inserted.id;
}
