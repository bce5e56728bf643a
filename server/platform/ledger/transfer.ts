import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { COMMON_REFUSAL_CODES, REQUEST_REUSED } from '../../../contracts/refusals';
import { WALLET_NOT_ENOUGH, walletNotEnoughText } from '../../../contracts/wallet/balance';
import type { Database, DbOrTx, Tx } from '../../db/database';
import { ledgerTransfers } from '../../db/schema';
import { done, refused, type Outcome, type Refusal } from '../refusals';
import { accountOf, describeRef, isCoinRef, lockAccount, type AccountRef } from './accounts';
import { addLot, expireLots, giveBackToLots, isCoinAccount, takeFromLots } from './lots';
import { InsufficientFunds, KeyTaken, writeTransfer } from './write';

export interface TransferRequest {
  /** Unique per movement: a retry sends the same key and gets the first result. */
  key: string;
  kind: string;
  /** What the fan reads in the coin or money detail (Chinese). */
  memo: string;
  from: AccountRef;
  to: AccountRef;
  /** In fen; a positive integer. */
  amountFen: number;
  /** Coins credited to a user's coin account lapse then (reward coins); omitted: never. */
  validUntil?: number | null;
  /** Held in the house's held account until `settlePending` posts or voids it. */
  pending?: boolean;
  /** An order, a plan, a withdrawal: what the details screens link the entry to. */
  reference?: string | null;
}

export interface TransferResult {
  transferId: number;
  /** The key had been used by the same request: this is the first result, nothing moved again. */
  replayed: boolean;
}

export const LedgerRefusals = {
  keyReused: REQUEST_REUSED,
  notPending: { status: 409, code: 'transfer_not_pending', msg: '该笔交易已处理' },
  badAmount: { status: 400, code: COMMON_REFUSAL_CODES.badAmount, msg: '金额不正确' },
} as const satisfies Record<string, Refusal>;

/** The balance refusal of the error catalogue: the dialog tells how many coins the order needs. */
export function walletNotEnough(neededFen: number): Refusal {
  return { status: 409, code: WALLET_NOT_ENOUGH, msg: walletNotEnoughText(neededFen) };
}

/** A refusal thrown inside a transaction, so that the transaction rolls back. */
export class LedgerRefused extends Error {
  readonly refusal: Refusal;
  constructor(refusal: Refusal) {
    super(refusal.code);
    this.refusal = refusal;
    this.name = 'LedgerRefused';
  }
}

function hashOf(request: TransferRequest): string {
  const canonical = JSON.stringify([
    request.kind,
    request.memo,
    describeRef(request.from),
    describeRef(request.to),
    request.amountFen,
    request.validUntil ?? null,
    request.pending ?? false,
    request.reference ?? null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

async function transferByKey(db: DbOrTx, key: string) {
  const [row] = await db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, key))
    .limit(1);
  return row;
}

/** The first result of a key already used: the same request replays, another is refused. */
async function replay(db: DbOrTx, key: string, hash: string): Promise<TransferResult | null> {
  const existing = await transferByKey(db, key);
  if (!existing) return null;
  if (existing.requestHash !== hash) throw new LedgerRefused(LedgerRefusals.keyReused);
  return { transferId: existing.id, replayed: true };
}

/**
 * Moves an amount inside the caller's transaction (a service that writes its own rows with it).
 * Throws LedgerRefused — which rolls the caller's transaction back — when the balance is short or
 * the key was used for another request.
 */
export async function transferIn(
  tx: Tx,
  request: TransferRequest,
  now: number,
): Promise<TransferResult> {
  if (!Number.isSafeInteger(request.amountFen) || request.amountFen <= 0)
    throw new LedgerRefused(LedgerRefusals.badAmount);
  const hash = hashOf(request);
  const earlier = await replay(tx, request.key, hash);
  if (earlier) return earlier;
  const from = await accountOf(tx, request.from);
  const to = await accountOf(tx, request.to);
  const destination = request.pending ? await accountOf(tx, { house: 'held' }) : to;
  const fromCoins = isCoinRef(request.from);
  if (fromCoins) await expireLots(tx, from.id, now);
  try {
    const transferId = await writeTransfer(tx, {
      key: request.key,
      requestHash: hash,
      kind: request.kind,
      memo: request.memo,
      fromAccountId: from.id,
      toAccountId: to.id,
      amountFen: request.amountFen,
      pending: request.pending ?? false,
      resolvesId: null,
      reference: request.reference ?? null,
      now,
      // A pending transfer names its destination but holds the amount until it is settled.
      creditAccountId: destination.id,
    });
    if (fromCoins && !(await takeFromLots(tx, from.id, request.amountFen, transferId)))
      throw new InsufficientFunds();
    if (!request.pending && isCoinRef(request.to))
      await addLot(
        tx,
        {
          accountId: to.id,
          transferId,
          amountFen: request.amountFen,
          validUntil: request.validUntil ?? null,
        },
        now,
      );
    return { transferId, replayed: false };
  } catch (error) {
    if (error instanceof InsufficientFunds)
      throw new LedgerRefused(walletNotEnough(request.amountFen));
    throw error;
  }
}

/** Runs ledger work in a transaction of its own and answers an Outcome. */
async function inTransaction<T>(
  db: Database,
  work: (tx: Tx) => Promise<T>,
  onKeyTaken: () => Promise<T | null>,
): Promise<Outcome<T>> {
  try {
    return done(await db.transaction(work));
  } catch (error) {
    if (error instanceof LedgerRefused) return refused(error.refusal);
    // A concurrent request with the same key committed first: answer with its result.
    if (error instanceof KeyTaken) {
      try {
        const first = await onKeyTaken();
        if (first) return done(first);
      } catch (again) {
        if (again instanceof LedgerRefused) return refused(again.refusal);
        throw again;
      }
    }
    throw error;
  }
}

/** Moves an amount in a transaction of its own (see `transferIn`). */
export function transfer(
  db: Database,
  request: TransferRequest,
  now: number,
): Promise<Outcome<TransferResult>> {
  return inTransaction(
    db,
    (tx) => transferIn(tx, request, now),
    () => replay(db, request.key, hashOf(request)),
  );
}

export type Settlement = 'post' | 'void';

/**
 * Posts a pending transfer to its destination, or voids it back to its source — exactly once,
 * whatever retries or races: the resolving transfer's `resolvesId` is unique. Settling again the
 * same way answers the first result; settling the other way is refused.
 */
export async function settlePendingIn(
  tx: Tx,
  pendingKey: string,
  how: Settlement,
  memo: string,
  now: number,
): Promise<TransferResult> {
  const pending = await transferByKey(tx, pendingKey);
  if (!pending?.pending) throw new LedgerRefused(LedgerRefusals.notPending);
  const key = `${pendingKey}:${how}`;
  const hash = `${how}:${pending.id}`;
  const [resolution] = await tx
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.resolvesId, pending.id))
    .limit(1);
  if (resolution) {
    if (resolution.idempotencyKey === key) return { transferId: resolution.id, replayed: true };
    throw new LedgerRefused(LedgerRefusals.notPending);
  }
  const held = await accountOf(tx, { house: 'held' });
  const destination = how === 'post' ? pending.toAccountId : pending.fromAccountId;
  const toCoins = await isCoinAccount(tx, destination);
  if (toCoins) await lockAccount(tx, destination);
  const transferId = await writeTransfer(tx, {
    key,
    requestHash: hash,
    kind: how,
    memo,
    fromAccountId: held.id,
    toAccountId: destination,
    amountFen: pending.amountFen,
    pending: false,
    resolvesId: pending.id,
    reference: pending.reference,
    now,
  });
  if (how === 'void' && toCoins) await giveBackToLots(tx, pending.id);
  else if (how === 'post' && toCoins)
    await addLot(
      tx,
      { accountId: destination, transferId, amountFen: pending.amountFen, validUntil: null },
      now,
    );
  return { transferId, replayed: false };
}

/** Posts or voids in a transaction of its own (see `settlePendingIn`). */
export function settlePending(
  db: Database,
  pendingKey: string,
  how: Settlement,
  memo: string,
  now: number,
): Promise<Outcome<TransferResult>> {
  return inTransaction(
    db,
    (tx) => settlePendingIn(tx, pendingKey, how, memo, now),
    () => replaySettlement(db, pendingKey, how),
  );
}

/** The settlement a concurrent request wrote first, if it settled the same way. */
async function replaySettlement(
  db: DbOrTx,
  pendingKey: string,
  how: Settlement,
): Promise<TransferResult | null> {
  const resolution = await transferByKey(db, `${pendingKey}:${how}`);
  // Settled the other way by the request that won the race.
  if (!resolution) throw new LedgerRefused(LedgerRefusals.notPending);
  return { transferId: resolution.id, replayed: true };
}
