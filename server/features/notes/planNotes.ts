import { and, eq } from 'drizzle-orm';
import {
  NOTE_CHARS,
  NOTE_PAGE_SIZE,
  NOTES_PER_PLAN,
  type PlanNote,
  type PlanNotePage,
} from '../../../contracts/notes';
import { breaksTextRule } from '../../../contracts/userText';
import type { Database } from '../../db/database';
import { expertNotes, users } from '../../db/schema';
import { done, refused, RefusedError, type Outcome } from '../../platform/refusals';
import { accessBlock, isPublished, writeBlock } from './access';
import { ownNotes, planForNotes, planNote, planNotePage } from './queries';
import { NoteRefusals } from './refusals';

// The notes under a plan, as the plan page shows them, and a fan leaving one.

const SUBJECT_KIND = 'plan';

/**
 * GET /api/plan/note/{planId}/{pageNo}: the displayed notes and the viewer's own, newest first,
 * with whether the viewer may write one now (the refusal a create would get).
 */
export async function planNotes(
  db: Database,
  planId: number,
  viewerId: number | null,
  pageNo: number,
  now: number,
): Promise<Outcome<PlanNotePage>> {
  const plan = await planForNotes(db, planId);
  if (!isPublished(plan, now)) return refused(NoteRefusals.planNotFound);
  const rows = await planNotePage(db, planId, viewerId, pageNo);
  const mine = viewerId === null ? 0 : (await ownNotes(db, planId, viewerId)).count;
  const block =
    viewerId === null ? NoteRefusals.noLogin : await writeBlock(db, plan, viewerId, mine);
  return done({
    list: rows.slice(0, NOTE_PAGE_SIZE),
    pageNo,
    pageSize: NOTE_PAGE_SIZE,
    hasMore: rows.length > NOTE_PAGE_SIZE,
    blocked: block ? { code: block.code, msg: block.msg } : null,
    mine,
    limit: NOTES_PER_PLAN,
  });
}

export interface CreateNote {
  planId: number;
  content: string;
  requestId: string;
}

/**
 * POST /api/plan/note/create: in one transaction with the fan's row locked (their notes go one at
 * a time, so the limit holds under concurrent taps): the plan's rules, then the note. A retry (the
 * same request id, kept on the note) answers the note already written; the same id with other words
 * or under another plan is a client's bug and refused.
 */
export async function createPlanNote(
  db: Database,
  userId: number,
  input: CreateNote,
  now: number,
): Promise<Outcome<PlanNote>> {
  const content = input.content.trim();
  if (breaksTextRule(content, NOTE_CHARS, true)) return refused(NoteRefusals.content);
  try {
    const noteId = await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [earlier] = await tx
        .select({
          id: expertNotes.id,
          kind: expertNotes.subjectKind,
          subjectId: expertNotes.subjectId,
          content: expertNotes.content,
        })
        .from(expertNotes)
        .where(and(eq(expertNotes.authorId, userId), eq(expertNotes.requestId, input.requestId)));
      if (earlier) {
        const same =
          earlier.kind === SUBJECT_KIND &&
          earlier.subjectId === input.planId &&
          earlier.content === content;
        if (!same) throw new RefusedError(NoteRefusals.requestReused);
        return earlier.id;
      }
      const plan = await planForNotes(tx, input.planId);
      if (!isPublished(plan, now)) throw new RefusedError(NoteRefusals.planNotFound);
      const blocked = await accessBlock(tx, plan, userId);
      if (blocked) throw new RefusedError(blocked);
      const own = await ownNotes(tx, plan.id, userId);
      if (own.count >= NOTES_PER_PLAN) throw new RefusedError(NoteRefusals.limit);
      const [made] = await tx
        .insert(expertNotes)
        .values({
          expertId: plan.expertId,
          authorId: userId,
          subjectKind: SUBJECT_KIND,
          subjectId: plan.id,
          content,
          requestId: input.requestId,
          createdAt: new Date(now),
        })
        .returning({ id: expertNotes.id });
      if (!made) throw new Error('note insert returned nothing');
      return made.id;
    });
    const note = await planNote(db, noteId, userId);
    if (!note) throw new Error(`note ${noteId} vanished`);
    return done(note);
  } catch (error) {
    if (error instanceof RefusedError) return refused(error.refusal);
    throw error;
  }
}
