import { and, eq, isNull, lte } from 'drizzle-orm';
import type { FeedbackItem, FeedbackSubjectKind } from '../../../contracts/feedback';
import { FEED_KINDS } from '../../../contracts/social';
import type { DbOrTx } from '../../db/database';
import { interpretations, plans, snsItems } from '../../db/schema';
import { publishedBy } from '../interpretations';

// What a feedback may be about (contracts/feedback.ts FEEDBACK_SUBJECT_KINDS): a plan, an
// interpretation or an expert's article, each read from its own table. One place says whether one
// is there and what the fan's list calls it, so a new kind is added here and in the contract only
// (and its title joined in service.ts feedbackPage).

export interface FeedbackSubjectRef {
  kind: FeedbackSubjectKind;
  id: number;
}

/**
 * An article still there: a circle item of kind 6 not deleted. The list's join condition too, so
 * one deleted since (or an id of another kind of item) is named 文章已删除.
 */
export const undeletedArticle = and(
  eq(snsItems.kind, FEED_KINDS.article),
  isNull(snsItems.deletedAt),
);

/**
 * An article as fans find it: undeleted and written by `now` (an expert's article list shows it
 * from then on: server/features/social/expertArticles.ts).
 */
const liveArticle = (now: number) => and(undeletedArticle, lte(snsItems.createdAt, new Date(now)));

/**
 * Whether the subject is there for fans: a plan by its id (as plan/feedback always did); a reading
 * once published — one published in the (simulated) future is not there yet for anyone, as on its
 * page (server/features/interpretations/visibility.ts); an article while live (liveArticle).
 */
export async function subjectExists(
  db: DbOrTx,
  subject: FeedbackSubjectRef,
  now: number,
): Promise<boolean> {
  switch (subject.kind) {
    case 'plan': {
      const [row] = await db.select({ id: plans.id }).from(plans).where(eq(plans.id, subject.id));
      return row !== undefined;
    }
    case 'interpretation': {
      const [row] = await db
        .select({ id: interpretations.id })
        .from(interpretations)
        .where(and(eq(interpretations.id, subject.id), publishedBy(now)));
      return row !== undefined;
    }
    case 'article': {
      const [row] = await db
        .select({ id: snsItems.id })
        .from(snsItems)
        .where(and(eq(snsItems.id, subject.id), liveArticle(now)));
      return row !== undefined;
    }
  }
}

/** The list's name for a subject no longer there (its row deleted since). */
const GONE_TITLE: Record<FeedbackSubjectKind, string> = {
  plan: '方案已删除',
  interpretation: '解读已删除',
  article: '文章已删除',
};

const isKind = (kind: string | null): kind is FeedbackSubjectKind =>
  kind !== null && Object.hasOwn(GONE_TITLE, kind);

/**
 * The subject of a listed feedback from its columns and the titles joined for it (each join only
 * matches its own kind); null for feedback about the app.
 */
export function listedSubject(row: {
  subjectKind: string | null;
  subjectId: number | null;
  planTitle: string | null;
  interpretationTitle: string | null;
  articleTitle: string | null;
}): FeedbackItem['subject'] {
  if (!isKind(row.subjectKind) || row.subjectId === null) return null;
  const titles: Record<FeedbackSubjectKind, string | null> = {
    plan: row.planTitle,
    interpretation: row.interpretationTitle,
    article: row.articleTitle,
  };
  const title = titles[row.subjectKind];
  return { kind: row.subjectKind, id: row.subjectId, title: title ?? GONE_TITLE[row.subjectKind] };
}
