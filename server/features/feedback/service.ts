import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_PER_DAY,
  FEEDBACK_REFUSAL_CODES,
  feedbackTypeName,
  type FeedbackItem,
  type FeedbackPage,
} from '../../../contracts/feedback';
import { PLAN_NOT_FOUND } from '../../../contracts/plans';
import { REQUEST_REUSED } from '../../../contracts/refusals';
import { splitPictureUrls } from '../../../contracts/uploads';
import type { Database, DbOrTx } from '../../db/database';
import { feedbacks, plans, users } from '../../db/schema';
import { done, refused, RefusedError, type Outcome, type Refusal } from '../../platform/refusals';
import { picturesRefusal } from '../uploads';
import { DAY_MS } from '../../../domain/time';

export const FeedbackRefusals = {
  dailyLimit: {
    status: 429,
    code: FEEDBACK_REFUSAL_CODES.dailyLimit,
    msg: `24小时内最多提交${FEEDBACK_PER_DAY}条反馈，请稍后再试`,
  },
  planNotFound: PLAN_NOT_FOUND,
  requestReused: REQUEST_REUSED,
} as const satisfies Record<string, Refusal>;

export interface NewFeedback {
  content: string;
  type: number;
  picturePath?: string;
  subjectKind?: 'plan';
  subjectId?: number;
  requestId: string;
}

/**
 * POST /api/uc/feedback/create: the pictures must be the fan's own uploads (图片url为空 for an empty
 * one, at most six), a plan named must exist. In one transaction with the fan's row locked: a retry
 * (the same request id, kept on the feedback) answers the feedback it made — the same id with other
 * content is a client's bug and refused; the same feedback sent again within 24 hours (same text,
 * type, subject and pictures, a new id after a reload) answers the first too; otherwise
 * FEEDBACK_PER_DAY new ones per 24 hours of the app's clock.
 */
export async function createFeedback(
  db: Database,
  userId: number,
  input: NewFeedback,
  now: number,
): Promise<Outcome<{ id: number; createdAt: number; repeated: boolean }>> {
  const content = input.content.trim();
  const pictures = splitPictureUrls(input.picturePath);
  const pictureProblem = await picturesRefusal(db, userId, pictures);
  if (pictureProblem) return refused(pictureProblem);
  const subjectId = input.subjectKind === 'plan' ? (input.subjectId ?? null) : null;
  if (subjectId !== null && !(await planExists(db, subjectId)))
    return refused(FeedbackRefusals.planNotFound);
  const since = new Date(now - DAY_MS);
  try {
    return done(
      await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [retried] = await tx
          .select(sameColumns)
          .from(feedbacks)
          .where(and(eq(feedbacks.userId, userId), eq(feedbacks.requestId, input.requestId)));
        if (retried) {
          const same =
            retried.content === content &&
            retried.type === input.type &&
            retried.subjectId === subjectId &&
            retried.pictures.join(',') === pictures.join(',');
          if (!same) throw new RefusedError(FeedbackRefusals.requestReused);
          return { id: retried.id, createdAt: retried.at.getTime(), repeated: true };
        }
        const sameText = await tx
          .select(sameColumns)
          .from(feedbacks)
          .where(
            and(
              eq(feedbacks.userId, userId),
              gt(feedbacks.createdAt, since),
              eq(feedbacks.content, content),
              eq(feedbacks.type, input.type),
              subjectId === null ? isNull(feedbacks.subjectId) : eq(feedbacks.subjectId, subjectId),
            ),
          );
        const same = sameText.find((f) => f.pictures.join(',') === pictures.join(','));
        if (same) return { id: same.id, createdAt: same.at.getTime(), repeated: true };
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(feedbacks)
          .where(and(eq(feedbacks.userId, userId), gt(feedbacks.createdAt, since)));
        if (Number(count?.n ?? 0) >= FEEDBACK_PER_DAY)
          throw new RefusedError(FeedbackRefusals.dailyLimit);
        const [row] = await tx
          .insert(feedbacks)
          .values({
            userId,
            type: input.type,
            content,
            requestId: input.requestId,
            pictureUrls: pictures,
            subjectKind: subjectId === null ? null : 'plan',
            subjectId,
            createdAt: new Date(now),
          })
          .returning({ id: feedbacks.id });
        if (!row) throw new Error('feedback not written');
        return { id: row.id, createdAt: now, repeated: false };
      }),
    );
  } catch (error) {
    if (error instanceof RefusedError) return refused(error.refusal);
    throw error;
  }
}

const sameColumns = {
  id: feedbacks.id,
  content: feedbacks.content,
  type: feedbacks.type,
  subjectId: feedbacks.subjectId,
  pictures: feedbacks.pictureUrls,
  at: feedbacks.createdAt,
};

async function planExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: plans.id }).from(plans).where(eq(plans.id, id));
  return row !== undefined;
}

/** GET /api/uc/feedbackRecored/{pageNo}: the fan's feedback, newest first, with any reply. */
export async function feedbackPage(
  db: Database,
  userId: number,
  pageNo: number,
): Promise<FeedbackPage> {
  const rows = await db
    .select({
      id: feedbacks.id,
      type: feedbacks.type,
      content: feedbacks.content,
      pictures: feedbacks.pictureUrls,
      subjectKind: feedbacks.subjectKind,
      subjectId: feedbacks.subjectId,
      planTitle: plans.title,
      reply: feedbacks.reply,
      repliedAt: feedbacks.repliedAt,
      createdAt: feedbacks.createdAt,
    })
    .from(feedbacks)
    .leftJoin(plans, and(eq(feedbacks.subjectKind, 'plan'), eq(plans.id, feedbacks.subjectId)))
    .where(eq(feedbacks.userId, userId))
    .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
    .limit(FEEDBACK_PAGE_SIZE + 1)
    .offset((pageNo - 1) * FEEDBACK_PAGE_SIZE);
  const list: FeedbackItem[] = rows.slice(0, FEEDBACK_PAGE_SIZE).map((r) => ({
    id: r.id,
    type: r.type,
    typeName: feedbackTypeName(r.type),
    content: r.content,
    pictures: r.pictures,
    subject:
      r.subjectKind === 'plan' && r.subjectId !== null
        ? { kind: 'plan', id: r.subjectId, title: r.planTitle ?? '方案已删除' }
        : null,
    reply: r.reply,
    repliedAt: r.repliedAt?.getTime() ?? null,
    createdAt: r.createdAt.getTime(),
  }));
  return {
    list,
    pageNo,
    pageSize: FEEDBACK_PAGE_SIZE,
    hasMore: rows.length > FEEDBACK_PAGE_SIZE,
  };
}
