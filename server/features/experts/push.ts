import { and, count, desc, eq } from 'drizzle-orm';
import { MESSAGE_SUB_TYPES } from '../../../contracts/messages';
import type { Database } from '../../db/database';
import { expertPushOrders, experts } from '../../db/schema';
import { done, refused, type Outcome } from '../../platform/refusals';
import { notify } from '../messages';
import { expertCards } from './card';
import { ExpertRefusals } from './service';

// 专家推送 (issue 19 §2): fans subscribe to an expert and are told in the message centre when the
// expert publishes. The subscription is the fan's own choice for that expert, so no setting of the
// message centre turns it off; cancelling it does.

const PAGE = 20;

async function subscribers(db: Database, expertId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(expertPushOrders)
    .where(eq(expertPushOrders.expertId, expertId));
  return row?.n ?? 0;
}

async function ordered(db: Database, userId: number, expertId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: expertPushOrders.userId })
    .from(expertPushOrders)
    .where(and(eq(expertPushOrders.userId, userId), eq(expertPushOrders.expertId, expertId)));
  return row !== undefined;
}

async function exists(db: Database, expertId: number) {
  const [row] = await db
    .select({ userId: experts.userId })
    .from(experts)
    .where(eq(experts.id, expertId));
  return row;
}

export async function pushStatus(
  db: Database,
  userId: number,
  expertId: number,
): Promise<Outcome<{ ordered: boolean; subscribers: number }>> {
  if (!(await exists(db, expertId))) return refused(ExpertRefusals.notFound);
  return done({
    ordered: await ordered(db, userId, expertId),
    subscribers: await subscribers(db, expertId),
  });
}

/** Subscribes (1) or cancels (2); doing it twice changes nothing. Nobody subscribes to themselves. */
export async function orderPush(
  db: Database,
  userId: number,
  expertId: number,
  type: 1 | 2,
  now: number,
): Promise<Outcome<{ ordered: boolean; subscribers: number }>> {
  const expert = await exists(db, expertId);
  if (!expert) return refused(ExpertRefusals.notFound);
  if (expert.userId === userId) return refused(ExpertRefusals.own);
  if (type === 1)
    await db
      .insert(expertPushOrders)
      .values({ userId, expertId, createdAt: new Date(now) })
      .onConflictDoNothing();
  else
    await db
      .delete(expertPushOrders)
      .where(and(eq(expertPushOrders.userId, userId), eq(expertPushOrders.expertId, expertId)));
  return done({ ordered: type === 1, subscribers: await subscribers(db, expertId) });
}

export async function myPushes(db: Database, userId: number, pageNo: number) {
  const rows = await db
    .select({ expertId: expertPushOrders.expertId, at: expertPushOrders.createdAt })
    .from(expertPushOrders)
    .where(eq(expertPushOrders.userId, userId))
    .orderBy(desc(expertPushOrders.createdAt), desc(expertPushOrders.expertId))
    .limit(PAGE + 1)
    .offset((pageNo - 1) * PAGE);
  const page = rows.slice(0, PAGE);
  const cards = await expertCards(
    db,
    page.map((r) => r.expertId),
  );
  return done({
    list: page.flatMap((r) => {
      const expert = cards.get(r.expertId);
      return expert ? [{ expert, orderedAt: r.at.getTime() }] : [];
    }),
    pageNo,
    hasMore: rows.length > PAGE,
  });
}

/** Tells the expert's subscribers of a new plan, once per plan and fan (the message's event key). */
export async function pushNewPlan(
  db: Database,
  plan: { id: number; expertId: number; title: string },
  now: number,
): Promise<number> {
  const [expert] = await db
    .select({ nickname: experts.nickname })
    .from(experts)
    .where(eq(experts.id, plan.expertId));
  if (!expert) return 0;
  const fans = await db
    .select({ userId: expertPushOrders.userId })
    .from(expertPushOrders)
    .where(eq(expertPushOrders.expertId, plan.expertId));
  let sent = 0;
  for (const { userId } of fans) {
    const wrote = await notify(db, {
      userId,
      subType: MESSAGE_SUB_TYPES.officialPlan,
      title: '订阅的专家发布了新方案',
      content: {
        text: `${expert.nickname} 发布了新方案：${plan.title}`,
        link: `#/plan/${plan.id}`,
        kind: 'expert_plan',
      },
      eventKey: `expert_plan:${plan.id}`,
      topic: null,
      at: now,
    });
    if (wrote) sent += 1;
  }
  return sent;
}
