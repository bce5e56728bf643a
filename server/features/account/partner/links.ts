import { createHash } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { PartnerId } from '../../../../contracts/account/partner';
import type { Database } from '../../../db/database';
import { partnerLinks, partnerUsedTickets, users } from '../../../db/schema';
import { USED_TICKET_MARGIN_MS } from './settings';

/**
 * Spends a ticket (or sign): true the first time its key is seen, false on a replay. The insert is the
 * check, so two racing requests with one ticket cannot both pass. Spent keys past their expiry go on
 * the way in, so the table stays small.
 */
export async function spendTicket(
  db: Database,
  partner: PartnerId,
  key: string,
  expiresAt: number,
): Promise<boolean> {
  await db.delete(partnerUsedTickets).where(lte(partnerUsedTickets.expiresAt, sql`now()`));
  const rows = await db
    .insert(partnerUsedTickets)
    .values({
      key: createHash('sha256').update(`${partner}:${key}`).digest('hex'),
      expiresAt: new Date(expiresAt + USED_TICKET_MARGIN_MS),
    })
    .onConflictDoNothing()
    .returning({ key: partnerUsedTickets.key });
  return rows.length === 1;
}

/**
 * Our user linked to a partner's fan, created on the first login. The account name `jd:<pin>` cannot
 * be chosen at registration (ACCOUNT_PATTERN has no ':') nor typed at a password login to any effect
 * (such accounts have no password), and it makes the creation race-safe: a racing insert finds the row.
 */
export async function linkedUser(
  db: Database,
  partner: PartnerId,
  partnerUserId: string,
  nickName: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({ userId: partnerLinks.userId })
      .from(partnerLinks)
      .where(and(eq(partnerLinks.partner, partner), eq(partnerLinks.partnerUserId, partnerUserId)))
      .limit(1);
    if (link) {
      await tx
        .update(partnerLinks)
        .set({ lastLoginAt: sql`now()` })
        .where(
          and(eq(partnerLinks.partner, partner), eq(partnerLinks.partnerUserId, partnerUserId)),
        );
      return link.userId;
    }
    const account = `${partner}:${partnerUserId}`;
    await tx.insert(users).values({ account, nickName }).onConflictDoNothing();
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.account, account))
      .limit(1);
    if (!user) throw new Error('partner user vanished during its creation');
    await tx
      .insert(partnerLinks)
      .values({ partner, partnerUserId, userId: user.id })
      .onConflictDoNothing();
    return user.id;
  });
}
