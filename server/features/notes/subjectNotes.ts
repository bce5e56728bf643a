import { and, eq } from 'drizzle-orm';
import {
  NOTE_CHARS,
  NOTE_PAGE_SIZE,
  NOTES_PER_SUBJECT,
  type NoteSubjectKind,
  type SubjectNote,
  type SubjectNotePage,
} from '../../../contracts/notes';
import { breaksTextRule } from '../../../contracts/userText';
import type { Database } from '../../db/database';
import { expertNotes, users } from '../../db/schema';
import { done, refused, RefusedError, type Outcome } from '../../platform/refusals';
import { accessBlock, isPublished, writeBlock } from './access';
import { ownNotes, subjectNote, subjectNotePage, type SubjectRef } from './queries';
import { NoteRefusals } from './refusals';
import { subjectForNotes } from './subjects';

// The notes under a plan or an interpretation, as its page shows them, and a fan leaving one.

/**
 * GET /api/plan/note/{planId}/{pageNo}, /api/expert/interNote/{interpretationId}/{pageNo}: the
 * displayed notes and the viewer's own, newest first, with whether the viewer may write one now
 * (the refusal a create would get).
 */
export async function subjectNotes(
  db: Database,
  ref: SubjectRef,
  viewerId: number | null,
  pageNo: number,
  now: number,
): Promise<Outcome<SubjectNotePage>> {
  const subject = await subjectForNotes(db, ref.kind, ref.id);
  if (!isPublished(subject, now)) return refused(NoteRefusals.subjectNotFound[ref.kind]);
  const rows = await subjectNotePage(db, ref, viewerId, pageNo);
  const mine = viewerId === null ? 0 : (await ownNotes(db, ref, viewerId)).count;
  const block =
    viewerId === null ? NoteRefusals.noLogin : await writeBlock(db, subject, viewerId, mine);
  return done({
    list: rows.slice(0, NOTE_PAGE_SIZE),
    pageNo,
    pageSize: NOTE_PAGE_SIZE,
    hasMore: rows.length > NOTE_PAGE_SIZE,
    blocked: block ? { code: block.code, msg: block.msg } : null,
    mine,
    limit: NOTES_PER_SUBJECT,
  });
}

export interface CreateNote {
  kind: NoteSubjectKind;
  subjectId: number;
  content: string;
  requestId: string;
}

/**
 * POST /api/plan/note/create, /api/expert/interNote/create: in one transaction with the fan's row locked
 * (their notes go one at a time, so the limit holds under concurrent taps): the subject's rules,
 * then the note. A retry (the same request id, kept on the note) answers the note already written;
 * the same id with other words or under another subject is a client's bug and refused.
 */
export async function createNote(
  db: Database,
  userId: number,
  input: CreateNote,
  now: number,
): Promise<Outcome<SubjectNote>> {
  const content = input.content.trim();
  if (breaksTextRule(content, NOTE_CHARS, true)) return refused(NoteRefusals.content);
  const ref: SubjectRef = { kind: input.kind, id: input.subjectId };
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
          earlier.kind === ref.kind && earlier.subjectId === ref.id && earlier.content === content;
        if (!same) throw new RefusedError(NoteRefusals.requestReused);
        return earlier.id;
      }
      const subject = await subjectForNotes(tx, ref.kind, ref.id);
      if (!isPublished(subject, now))
        throw new RefusedError(NoteRefusals.subjectNotFound[ref.kind]);
      const blocked = await accessBlock(tx, subject, userId);
      if (blocked) throw new RefusedError(blocked);
      const own = await ownNotes(tx, ref, userId);
      if (own.count >= NOTES_PER_SUBJECT) throw new RefusedError(NoteRefusals.limit[ref.kind]);
      const [made] = await tx
        .insert(expertNotes)
        .values({
          expertId: subject.expertId,
          authorId: userId,
          subjectKind: ref.kind,
          subjectId: ref.id,
          content,
          requestId: input.requestId,
          createdAt: new Date(now),
        })
        .returning({ id: expertNotes.id });
      if (!made) throw new Error('note insert returned nothing');
      return made.id;
    });
    const note = await subjectNote(db, noteId, userId);
    if (!note) throw new Error(`note ${noteId} vanished`);
    return done(note);
  } catch (error) {
    if (error instanceof RefusedError) return refused(error.refusal);
    throw error;
  }
}
