/**
 * Ledger throughput (issue 18 §4): transfers per second at 1 and at 20 concurrent clients, each a
 * purchase (a fan's coins to the house's sales: lapse check, lots, two entries, two balances, one
 * transaction), and the same for top-ups (the house's gateway to a fan). Runs on PGlite, or on
 * PostgreSQL when DATABASE_URL is set (`npm run bench:ledger` does both). Ends with the audit.
 * Prints figures; asserts nothing.
 */
import { testDatabase } from '../tests/kit/testDatabase';
import { users } from '../server/db/schema';
import { auditLedger, transfer, type TransferRequest } from '../server/platform/ledger';

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const PER_RUN = 600;
const opened = await testDatabase();
const { db } = opened;
const now = Date.now();
let serial = 0;

async function fans(count: number): Promise<number[]> {
  const rows = await db
    .insert(users)
    .values(Array.from({ length: count }, () => ({ account: `bench_${++serial}_${now}` })))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

/** Runs `total` transfers from `clients` concurrent loops; answers transfers per second. */
async function run(
  clients: number,
  total: number,
  request: (i: number) => TransferRequest,
): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = next++; i < total; i = next++) {
        const outcome = await transfer(db, request(i), now);
        if (!outcome.ok) throw new Error(outcome.refusal.code);
      }
    }),
  );
  return Math.round(total / ((performance.now() - started) / 1000));
}

try {
  for (const clients of [1, 20]) {
    // One fan per client, so concurrent purchases queue on different accounts, as real fans do.
    const ids = await fans(clients);
    const tag = `${clients}c`;
    const topUps = await run(clients, PER_RUN, (i) => ({
      key: `bench:top_up:${tag}:${i}`,
      kind: 'top_up',
      memo: '充值',
      from: { house: 'gateway' },
      to: { user: ids[i % clients]!, kind: 'coin' },
      amountFen: 10_000,
    }));
    const purchases = await run(clients, PER_RUN, (i) => ({
      key: `bench:purchase:${tag}:${i}`,
      kind: 'purchase',
      memo: '购买方案',
      from: { user: ids[i % clients]!, kind: 'coin' },
      to: { house: 'sales' },
      amountFen: 1_800,
    }));
    console.log(
      `${engine}, ${clients} client(s): top-ups ${topUps}/s, purchases ${purchases}/s (${PER_RUN} each)`,
    );
  }
  const audit = await auditLedger(db);
  console.log(
    `audit after the runs: ${audit.ok ? 'every balance equals its entries' : audit.problems.join('; ')}`,
  );
} finally {
  await opened.close();
}
