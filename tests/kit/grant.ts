import type { Database } from '../../server/db/database';
import { transfer } from '../../server/platform/ledger';

/**
 * Gives a test user coins or money from the house's `opening` account (a balance brought in), so a
 * test starts from a known balance through the ledger rather than by writing a balance.
 */
export async function grant(
  db: Database,
  userId: number,
  kind: 'coin' | 'money',
  yuan: number,
  now: number,
): Promise<void> {
  const given = await transfer(
    db,
    {
      key: `test:${kind}:${userId}`,
      kind: 'grant',
      memo: '测试',
      from: { house: 'opening' },
      to: { user: userId, kind },
      amountFen: yuan * 100,
    },
    now,
  );
  if (!given.ok) throw new Error(given.refusal.code);
}
