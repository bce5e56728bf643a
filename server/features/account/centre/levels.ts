import { desc, eq } from 'drizzle-orm';
import type { LevelLog } from '../../../../contracts/account/centre/level';
import type { Database } from '../../../db/database';
import { userLevelLogs, users } from '../../../db/schema';

/**
 * Expert levels (product-spec §4 "User level"): 0 ordinary, 1 laboratory, 2 popular forecaster.
 * Every change is logged with its reason, which the client shows when a fan is demoted.
 */
export async function changeUserLevel(
  db: Database,
  userId: number,
  toLevel: number,
  reason: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ level: users.userLevel })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!row || row.level === toLevel) return;
    await tx.update(users).set({ userLevel: toLevel }).where(eq(users.id, userId));
    await tx.insert(userLevelLogs).values({ userId, fromLevel: row.level, toLevel, reason });
  });
}

export async function lastLevelLog(db: Database, userId: number): Promise<LevelLog | null> {
  const [row] = await db
    .select()
    .from(userLevelLogs)
    .where(eq(userLevelLogs.userId, userId))
    .orderBy(desc(userLevelLogs.createdAt), desc(userLevelLogs.id))
    .limit(1);
  if (!row) return null;
  return {
    fromLevel: row.fromLevel,
    toLevel: row.toLevel,
    reason: row.reason,
    createdAt: row.createdAt.getTime(),
  };
}

/**
 * The demo expert's level as seeded: a demonstration account, not a promotion earned by the rule
 * (the promotion job writes those, with the month's real figures).
 */
export const DEMO_EXPERT_PROMOTION = '演示账号：开通人气预测家资格';

export async function seedDemoLevelLogs(db: Database, expertAccount: string): Promise<void> {
  const [expert] = await db
    .select({ id: users.id, level: users.userLevel })
    .from(users)
    .where(eq(users.account, expertAccount))
    .limit(1);
  if (!expert || (await lastLevelLog(db, expert.id))) return;
  await db.insert(userLevelLogs).values([
    { userId: expert.id, fromLevel: 0, toLevel: 1, reason: '获得免费推荐资格' },
    { userId: expert.id, fromLevel: 1, toLevel: expert.level, reason: DEMO_EXPERT_PROMOTION },
  ]);
}
