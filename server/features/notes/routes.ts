import {
  changeTjInterNoteDisplay,
  checkTjInterNote,
  createInterpretationNote,
  createPlanNote,
  interpretationNotes,
  noteList,
  planNotes,
  queryNewExpertNoteCount,
  replyTjInterNote,
} from '../../../contracts/notes';
import type { Database } from '../../db/database';
import type { Router } from '../../platform/route';
import { checkNote, displayNote, inbox, newNotes, replyNote } from './inbox';
import { createNote, subjectNotes } from './subjectNotes';

/** The notes' calls (docs/decisions/expert-notes.md): the expert's inbox, and the notes under plans and interpretations. */
export function noteRoutes(route: Router, deps: { db: Database }): void {
  const { db } = deps;
  route(noteList, ({ pageNo }, { caller }) => inbox(db, caller.userId, pageNo));
  route(queryNewExpertNoteCount, ({ beginTime }, { caller }) =>
    newNotes(db, caller.userId, beginTime ?? 0),
  );
  route(checkTjInterNote, ({ noteId }, { caller }) => checkNote(db, caller.userId, noteId));
  route(replyTjInterNote, ({ noteId, reply, display }, { caller, now }) =>
    replyNote(db, caller.userId, { noteId, reply, display }, now),
  );
  route(changeTjInterNoteDisplay, ({ noteId, display }, { caller }) =>
    displayNote(db, caller.userId, noteId, display),
  );
  route(planNotes, async ({ planId, pageNo }, ctx) =>
    subjectNotes(
      db,
      { kind: 'plan', id: planId },
      (await ctx.viewer())?.userId ?? null,
      pageNo,
      ctx.now,
    ),
  );
  route(createPlanNote, ({ planId, content, requestId }, { caller, now }) =>
    createNote(db, caller.userId, { kind: 'plan', subjectId: planId, content, requestId }, now),
  );
  route(interpretationNotes, async ({ interpretationId, pageNo }, ctx) =>
    subjectNotes(
      db,
      { kind: 'interpretation', id: interpretationId },
      (await ctx.viewer())?.userId ?? null,
      pageNo,
      ctx.now,
    ),
  );
  route(createInterpretationNote, ({ interpretationId, content, requestId }, { caller, now }) =>
    createNote(
      db,
      caller.userId,
      { kind: 'interpretation', subjectId: interpretationId, content, requestId },
      now,
    ),
  );
}
