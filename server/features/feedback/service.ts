import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  ARTICLE_NOT_FOUND,
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_PER_DAY,
  FEEDBACK_REFUSAL_CODES,
  feedbackTypeName,
  type FeedbackItem,
  type FeedbackPage,
  type FeedbackSubjectKind,
} from '../../../contracts/feedback';
import { INTERPRETATION_NOT_FOUND } from '../../../contracts/interpretations';
import { PLAN_NOT_FOUND } from '../../../contracts/plans';
import { REQUEST_REUSED } from '../../../contracts/refusals';
import { splitPictureUrls } from '../../../contracts/uploads';
import type { Database } from '../../db/database';
import { feedbacks, interpretations, plans, snsItems, users } from '../../db/schema';
import { done, refused, RefusedError, type Outcome, type Refusal } from '../../platform/refusals';
import { picturesRefusal } from '../uploads';
import { DAY_MS } from '../../../domain/time';
import { listedSubject, subjectExists, undeletedArticle } from './subjects';

export const FeedbackRefusals = {
  dailyLimit: {
    status: 429,
    code: FEEDBACK_REFUSAL_CODES.dailyLimit,
    msg: `24小时内最多提交${FEEDBACK_PER_DAY}条反馈，请稍后再试`,
  },
  planNotFound: PLAN_NOT_FOUND,
  interpretationNotFound: INTERPRETATION_NOT_FOUND,
  articleNotFound: ARTICLE_NOT_FOUND,
  requestReused: REQUEST_REUSED,
} as const satisfies Record<string, Refusal>;

export interface NewFeedback {
  content: string;
  type: number;
  picturePath?: string;
  subjectKind?: FeedbackSubjectKind;
  subjectId?: number;
  requestId: string;
}

/**
 * POST /api/uc/feedback/create: the pictures must be the fan's own uploads (图片url为空 for an empty
 * one, at most six), a plan, an interpretation or an article named must exist (a reading once
 * published, an article not deleted and written by now). In one transaction with the fan's row
 * locked: a retry (the same request id, kept on the feedback) answers the feedback it made — the
 * same id with other content is a client's bug and refused; the same feedback sent again within 24
 * hours (same text, type, subject and pictures, a new id after a reload) answers the first too;
 * otherwise FEEDBACK_PER_DAY new ones per 24 hours of the app's clock.
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
  const subject =
    input.subjectKind !== undefined && input.subjectId !== undefined
      ? { kind: input.subjectKind, id: input.subjectId }
      : null;
  const subjectId = subject?.id ?? null;
  if (subject !== null && !(await subjectExists(db, subject, now)))
    return refused(SUBJECT_NOT_FOUND[subject.kind]);
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
            retried.subjectKind === (subject?.kind ?? null) &&
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
              subject === null
                ? isNull(feedbacks.subjectId)
                : and(eq(feedbacks.subjectKind, subject.kind), eq(feedbacks.subjectId, subject.id)),
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
            subjectKind: subject?.kind ?? null,
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
  subjectKind: feedbacks.subjectKind,
  subjectId: feedbacks.subjectId,
  pictures: feedbacks.pictureUrls,
  at: feedbacks.createdAt,
};

/** What the fan reads when the subject named is not there. */
const SUBJECT_NOT_FOUND = {
  plan: FeedbackRefusals.planNotFound,
  interpretation: FeedbackRefusals.interpretationNotFound,
  article: FeedbackRefusals.articleNotFound,
} as const satisfies Record<FeedbackSubjectKind, Refusal>;

/**
 * GET /api/uc/feedbackRecored/{pageNo}: the fan's own feedback (never another's), newest first, with
 * its subject's title and any reply.
 */
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
      interpretationTitle: interpretations.title,
      articleTitle: snsItems.title,
      reply: feedbacks.reply,
      repliedAt: feedbacks.repliedAt,
      createdAt: feedbacks.createdAt,
    })
    .from(feedbacks)
    .leftJoin(plans, and(eq(feedbacks.subjectKind, 'plan'), eq(plans.id, feedbacks.subjectId)))
    .leftJoin(
      interpretations,
      and(eq(feedbacks.subjectKind, 'interpretation'), eq(interpretations.id, feedbacks.subjectId)),
    )
    .leftJoin(
      snsItems,
      and(
        eq(feedbacks.subjectKind, 'article'),
        eq(snsItems.id, feedbacks.subjectId),
        undeletedArticle,
      ),
    )
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
    subject: listedSubject(r),
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
