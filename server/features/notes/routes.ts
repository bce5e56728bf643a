import {
  changeTjInterNoteDisplay,
  checkTjInterNote,
  createPlanNote as createPlanNoteEndpoint,
  noteList,
  planNotes as planNotesEndpoint,
  queryNewExpertNoteCount,
  replyTjInterNote,
} from '../../../contracts/notes';
import type { Database } from '../../db/database';
import type { Router } from '../../platform/route';
import { checkNote, displayNote, inbox, newNotes, replyNote } from './inbox';
import { createPlanNote, planNotes } from './planNotes';

/** The notes' calls (docs/decisions/expert-notes.md): the expert's inbox and the plan's notes. */
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
  route(planNotesEndpoint, async ({ planId, pageNo }, ctx) =>
    planNotes(db, planId, (await ctx.viewer())?.userId ?? null, pageNo, ctx.now),
  );
  route(createPlanNoteEndpoint, (input, { caller, now }) =>
    createPlanNote(db, caller.userId, input, now),
  );
}
