import {
  changeTjInterNoteDisplay,
  noteList,
  queryNewExpertNoteCount,
  replyTjInterNote,
  type ExpertNote,
  type ExpertNotePage,
} from '@contracts/notes';
import { call } from '@shared/http';

/** One page (10) of the caller's inbox as an expert, newest first. */
export function fetchInboxPage(pageNo: number, signal?: AbortSignal): Promise<ExpertNotePage> {
  return call(noteList, { pageNo }, { signal });
}

/** How many notes came after `beginTime` (server ms). */
export async function fetchNewNoteCount(beginTime: number, signal?: AbortSignal): Promise<number> {
  return (await call(queryNewExpertNoteCount, { beginTime }, { signal })).count;
}

/** Replies (or edits the reply) and sets whether the note is shown; answers the note after it. */
export function sendReply(noteId: number, reply: string, display: boolean): Promise<ExpertNote> {
  return call(replyTjInterNote, { noteId, reply, display });
}

/** Shows the note under its plan, or hides it; answers the note after it. */
export function setNoteDisplay(noteId: number, display: boolean): Promise<ExpertNote> {
  return call(changeTjInterNoteDisplay, { noteId, display });
}
