import { and, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../../db/schema';
import type { UserAccountKind } from '../../../platform/ledger';

export interface EntryRow {
  id: number;
  createdAt: Date;
  amountFen: number;
  memo: string;
  kind: string;
  /** What the movement belongs to: `order:<id>`, `withdrawal:<id>`… */
  reference: string | null;
}

/** A page of the entries of a user's coin or money account since `since`, newest first. */
export async function entriesPage(
  db: Database,
  args: { userId: number; kind: UserAccountKind; since: number; offset: number; limit: number },
): Promise<EntryRow[]> {
  return db
    .select({
      id: ledgerEntries.id,
      createdAt: ledgerEntries.createdAt,
      amountFen: ledgerEntries.amountFen,
      memo: ledgerTransfers.memo,
      kind: ledgerTransfers.kind,
      reference: ledgerTransfers.reference,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(
      and(
        eq(ledgerAccounts.userId, args.userId),
        eq(ledgerAccounts.kind, args.kind),
        gte(ledgerEntries.createdAt, new Date(args.since)),
      ),
    )
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .offset(args.offset)
    .limit(args.limit);
}
