import { and, eq } from 'drizzle-orm';
import type { NoteSubjectKind } from '../../../contracts/notes';
import type { DbOrTx } from '../../db/database';
import {
  experts,
  interpretationPurchases,
  interpretations,
  planPurchases,
  plans,
} from '../../db/schema';

// What a note can be about: a plan or an interpretation (subject_kind). The note rules need the same
// few facts of either — its expert, price, result and publishing time, and whether a fan bought it —
// so each kind answers them from its own tables here and the rest of the feature knows no kind.

/** What the note rules need of a subject. */
export interface NoteSubject {
  kind: NoteSubjectKind;
  id: number;
  title: string;
  expertId: number;
  expertUserId: number | null;
  expertName: string;
  priceFen: number;
  result: number;
  publishedAt: Date;
}

const expertColumns = { expertUserId: experts.userId, expertName: experts.nickname };

async function planSubject(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: plans.id,
      title: plans.title,
      expertId: plans.expertId,
      ...expertColumns,
      priceFen: plans.priceFen,
      result: plans.result,
      publishedAt: plans.publishedAt,
    })
    .from(plans)
    .innerJoin(experts, eq(experts.id, plans.expertId))
    .where(eq(plans.id, id));
  return row;
}

async function interpretationSubject(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: interpretations.id,
      title: interpretations.title,
      expertId: interpretations.expertId,
      ...expertColumns,
      priceFen: interpretations.priceFen,
      result: interpretations.result,
      publishedAt: interpretations.publishedAt,
    })
    .from(interpretations)
    .innerJoin(experts, eq(experts.id, interpretations.expertId))
    .where(eq(interpretations.id, id));
  return row;
}

/** The subject a note call names, or undefined when there is none of that kind and id. */
export async function subjectForNotes(
  db: DbOrTx,
  kind: NoteSubjectKind,
  id: number,
): Promise<NoteSubject | undefined> {
  const row = kind === 'plan' ? await planSubject(db, id) : await interpretationSubject(db, id);
  return row && { kind, ...row, priceFen: Number(row.priceFen) };
}

/** Whether the fan bought the subject (with coins, directly, or with a set-meal ticket). */
export async function hasBought(
  db: DbOrTx,
  subject: NoteSubject,
  userId: number,
): Promise<boolean> {
  const [row] =
    subject.kind === 'plan'
      ? await db
          .select({ id: planPurchases.id })
          .from(planPurchases)
          .where(and(eq(planPurchases.planId, subject.id), eq(planPurchases.userId, userId)))
          .limit(1)
      : await db
          .select({ id: interpretationPurchases.id })
          .from(interpretationPurchases)
          .where(
            and(
              eq(interpretationPurchases.interpretationId, subject.id),
              eq(interpretationPurchases.userId, userId),
            ),
          )
          .limit(1);
  return row !== undefined;
}

/** Where a note's subject opens in the app (the reply's message links there). */
export function subjectLink(kind: NoteSubjectKind, id: number): string {
  return kind === 'plan' ? `#/plan/${id}` : `#/tjInterpretation/${id}`;
}

/** What fans call the subject: 方案, 解读. */
export const subjectNoun = (kind: NoteSubjectKind): string => (kind === 'plan' ? '方案' : '解读');
