import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database';
import { ledgerAccounts } from '../../db/schema';

/** What a user holds: coins (金币, spent on content) and money (元, withdrawable; experts, partners). */
export type UserAccountKind = 'coin' | 'money';

/**
 * The house's own accounts. Those that stand for the world outside may go below zero: `gateway`
 * (money paid in through a payment provider), `rewards` (coins given away), `promotions` (the part
 * of a price a coupon pays), `opening` (balances brought into the ledger). The others hold what is really there: `sales` (coins spent on content),
 * `held` (pending transfers), `payouts` (money paid out to bank cards), `expired` (lapsed coins),
 * `fees` (withdrawal fees).
 */
export const HOUSE_ACCOUNTS = {
  gateway: true,
  rewards: true,
  promotions: true,
  opening: true,
  sales: false,
  held: false,
  payouts: false,
  expired: false,
  fees: false,
} as const satisfies Record<string, boolean>;

export type HouseAccountKind = keyof typeof HOUSE_ACCOUNTS;

export type AccountRef = { user: number; kind: UserAccountKind } | { house: HouseAccountKind };

export interface LedgerAccount {
  id: number;
  userId: number | null;
  kind: string;
}

/** A user's coin account: its coins come in lots (read from the reference, no query needed). */
export function isCoinRef(ref: AccountRef): boolean {
  return 'user' in ref && ref.kind === 'coin';
}

export function describeRef(ref: AccountRef): string {
  return 'user' in ref ? `user:${ref.user}:${ref.kind}` : `house:${ref.house}`;
}

/** The account behind a reference, made on first use (a concurrent first use finds the same one). */
export async function accountOf(db: DbOrTx, ref: AccountRef): Promise<LedgerAccount> {
  const userId = 'user' in ref ? ref.user : null;
  const kind = 'user' in ref ? ref.kind : ref.house;
  const where = and(
    userId === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, userId),
    eq(ledgerAccounts.kind, kind),
  );
  const columns = {
    id: ledgerAccounts.id,
    userId: ledgerAccounts.userId,
    kind: ledgerAccounts.kind,
  };
  const [found] = await db.select(columns).from(ledgerAccounts).where(where).limit(1);
  if (found) return found;
  await db
    .insert(ledgerAccounts)
    .values({ userId, kind, mayGoNegative: 'house' in ref ? HOUSE_ACCOUNTS[ref.house] : false })
    .onConflictDoNothing();
  const [made] = await db.select(columns).from(ledgerAccounts).where(where).limit(1);
  if (!made) throw new Error(`ledger account ${describeRef(ref)} could not be made`);
  return made;
}

/**
 * Locks an account's row for the rest of the transaction. Everything that changes a coin account's
 * lots takes this lock first, so spends, expiries and refunds of one account queue in one order.
 */
export async function lockAccount(tx: Tx, accountId: number): Promise<void> {
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId))
    .for('update');
}
