import { and, eq } from 'drizzle-orm';
import {
  NOTE_PAGE_SIZE,
  NOTE_REPLY_CHARS,
  type ExpertNote,
  type ExpertNotePage,
} from '../../../contracts/notes';
import { MESSAGE_SUB_TYPES } from '../../../contracts/messages';
import { breaksTextRule } from '../../../contracts/userText';
import type { Database, Tx } from '../../db/database';
import { expertNotes } from '../../db/schema';
import { done, refused, RefusedError, type Outcome } from '../../platform/refusals';
import { notify } from '../messages';
import { expertOfUser, inboxNote, inboxPage, newNoteCount, subjectKindOf } from './queries';
import { subjectForNotes, subjectLink, subjectNoun } from './subjects';
import { NoteRefusals } from './refusals';

// 专家笔记 (`expert-note`): an expert's inbox of notes, the spec's calls. Only the subject's expert
// reads, replies to or displays a note: anyone else is answered as if it did not exist.

/**
 * The caller's expert id; null for a fan promoted to expert who has published nothing yet (no
 * expert row: an empty inbox); a refusal for a fan who is no expert.
 */
async function expertIdOf(db: Database | Tx, userId: number): Promise<number | null | undefined> {
  const me = await expertOfUser(db, userId);
  if (me?.expertId != null) return me.expertId;
  return me && me.userLevel > 0 ? null : undefined;
}

export async function inbox(
  db: Database,
  userId: number,
  pageNo: number,
): Promise<Outcome<ExpertNotePage>> {
  const expertId = await expertIdOf(db, userId);
  if (expertId === undefined) return refused(NoteRefusals.notExpert);
  const rows = expertId === null ? [] : await inboxPage(db, expertId, pageNo);
  return done({
    list: rows.slice(0, NOTE_PAGE_SIZE),
    pageNo,
    pageSize: NOTE_PAGE_SIZE,
    hasMore: rows.length > NOTE_PAGE_SIZE,
  });
}

export async function newNotes(
  db: Database,
  userId: number,
  since: number,
): Promise<Outcome<{ count: number }>> {
  const expertId = await expertIdOf(db, userId);
  if (expertId === undefined) return refused(NoteRefusals.notExpert);
  return done({ count: expertId === null ? 0 : await newNoteCount(db, expertId, since) });
}

export async function checkNote(
  db: Database,
  userId: number,
  noteId: number,
): Promise<Outcome<ExpertNote>> {
  const expertId = await expertIdOf(db, userId);
  const note = expertId ? await inboxNote(db, expertId, noteId) : undefined;
  return note ? done(note) : refused(NoteRefusals.notFound);
}

/** The note locked for a change by its expert; a refusal when it is not the caller's. */
async function lockedNote(tx: Tx, userId: number, noteId: number) {
  const me = await expertOfUser(tx, userId);
  if (me?.expertId == null) throw new RefusedError(NoteRefusals.notFound);
  const [note] = await tx
    .select()
    .from(expertNotes)
    .where(and(eq(expertNotes.id, noteId), eq(expertNotes.expertId, me.expertId)))
    .for('update');
  if (!note) throw new RefusedError(NoteRefusals.notFound);
  return { note, expertId: me.expertId, expertName: me.nickname ?? '专家' };
}

/** Runs a change of one note in a transaction and answers the note as it is after it. */
async function changeNote(
  db: Database,
  userId: number,
  noteId: number,
  change: (tx: Tx, locked: Awaited<ReturnType<typeof lockedNote>>) => Promise<void>,
): Promise<Outcome<ExpertNote>> {
  try {
    const expertId = await db.transaction(async (tx) => {
      const locked = await lockedNote(tx, userId, noteId);
      await change(tx, locked);
      return locked.expertId;
    });
    const note = await inboxNote(db, expertId, noteId);
    return note ? done(note) : refused(NoteRefusals.notFound);
  } catch (error) {
    if (error instanceof RefusedError) return refused(error.refusal);
    throw error;
  }
}

/**
 * POST /api/expert/replyTjInterNote: the reply (a later one replaces it) and the display. The
 * note's author is told of the first reply in the message centre, in the same transaction, once
 * (the message's event key); an edit tells nobody again.
 */
export async function replyNote(
  db: Database,
  userId: number,
  input: { noteId: number; reply: string; display: boolean },
  now: number,
): Promise<Outcome<ExpertNote>> {
  const reply = input.reply.trim();
  if (breaksTextRule(reply, NOTE_REPLY_CHARS, true)) return refused(NoteRefusals.reply);
  return changeNote(db, userId, input.noteId, async (tx, { note, expertName }) => {
    await tx
      .update(expertNotes)
      .set({ reply, repliedAt: new Date(now), display: input.display })
      .where(eq(expertNotes.id, note.id));
    if (note.reply !== null) return;
    const kind = subjectKindOf(note.subjectKind);
    const subject = await subjectForNotes(tx, kind, note.subjectId);
    await notify(tx, {
      userId: note.authorId,
      subType: MESSAGE_SUB_TYPES.letter,
      title: '专家回复了你的留言',
      content: {
        text: `${expertName} 回复了你在「${subject?.title ?? subjectNoun(kind)}」的留言：${reply}`,
        link: subjectLink(kind, note.subjectId),
        kind: 'reply',
      },
      eventKey: `expert_note_reply:${note.id}`,
      topic: 'letter',
      at: now,
      actorId: userId,
    });
  });
}

/** POST /api/expert/changeTjInterNoteDisplay: shows the note (and its reply) under its subject, or not. */
export function displayNote(
  db: Database,
  userId: number,
  noteId: number,
  display: boolean,
): Promise<Outcome<ExpertNote>> {
  return changeNote(db, userId, noteId, async (tx, { note }) => {
    await tx.update(expertNotes).set({ display }).where(eq(expertNotes.id, note.id));
  });
}
