import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';

export interface LedgerAudit {
  ok: boolean;
  /** Each rule broken, in words (empty when ok). */
  problems: string[];
}

/** Rows of a query as plain objects (PGlite and node-postgres both answer `{ rows }`). */
async function rowsOf(
  db: DbOrTx,
  query: ReturnType<typeof sql>,
): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/**
 * Checks the ledger's rules over everything it holds (tests run it after every scenario): each
 * balance is the sum of its entries; each coin account's lots hold its balance; each transfer has
 * two entries that cancel out; the held account holds exactly the pending transfers not yet settled;
 * no account that may not go below zero has.
 */
export async function auditLedger(db: DbOrTx): Promise<LedgerAudit> {
  const problems: string[] = [];
  const balances = await rowsOf(
    db,
    sql`select a.id, a.balance_fen, coalesce(sum(e.amount_fen), 0) as entries
        from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        group by a.id having a.balance_fen <> coalesce(sum(e.amount_fen), 0)`,
  );
  for (const r of balances)
    problems.push(
      `account ${String(r.id)}: balance ${String(r.balance_fen)} ≠ entries ${String(r.entries)}`,
    );
  const lots = await rowsOf(
    db,
    sql`select a.id, a.balance_fen, coalesce(sum(l.remaining_fen), 0) as lots
        from ledger_accounts a left join coin_lots l on l.account_id = a.id
        where a.kind = 'coin' and a.user_id is not null
        group by a.id having a.balance_fen <> coalesce(sum(l.remaining_fen), 0)`,
  );
  for (const r of lots)
    problems.push(
      `coin account ${String(r.id)}: balance ${String(r.balance_fen)} ≠ lots ${String(r.lots)}`,
    );
  const transfers = await rowsOf(
    db,
    sql`select t.id, count(e.id) as n, coalesce(sum(e.amount_fen), 0) as total
        from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
        group by t.id having count(e.id) <> 2 or coalesce(sum(e.amount_fen), 0) <> 0`,
  );
  for (const r of transfers)
    problems.push(`transfer ${String(r.id)}: ${String(r.n)} entries summing to ${String(r.total)}`);
  const held = await rowsOf(
    db,
    sql`select
          coalesce((select balance_fen from ledger_accounts where user_id is null and kind = 'held'), 0) as held,
          coalesce((select sum(t.amount_fen) from ledger_transfers t where t.pending
            and not exists (select 1 from ledger_transfers r where r.resolves_id = t.id)), 0) as open`,
  );
  const h = held[0];
  if (h && Number(h.held) !== Number(h.open))
    problems.push(`held account ${String(h.held)} ≠ open pending transfers ${String(h.open)}`);
  const negative = await rowsOf(
    db,
    sql`select id from ledger_accounts where not may_go_negative and balance_fen < 0`,
  );
  for (const r of negative) problems.push(`account ${String(r.id)} is below zero`);
  return { ok: problems.length === 0, problems };
}
