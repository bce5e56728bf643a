import {
  createInterpretationNote,
  createPlanNote,
  interpretationNotes,
  planNotes,
  type NoteSubjectKind,
  type SubjectNote,
  type SubjectNotePage,
} from '@contracts/notes';
import { call } from '@shared/http';

/** What the notes are under: a plan or an interpretation, by its id. */
export interface NoteSubjectRef {
  kind: NoteSubjectKind;
  id: number;
}

/** One page of a subject's notes as this viewer sees them, with whether they may write one. */
export function fetchSubjectNotes(
  subject: NoteSubjectRef,
  pageNo: number,
  signal?: AbortSignal,
): Promise<SubjectNotePage> {
  return subject.kind === 'plan'
    ? call(planNotes, { planId: subject.id, pageNo }, { signal })
    : call(interpretationNotes, { interpretationId: subject.id, pageNo }, { signal });
}

/** Leaves a note; a repeated `requestId` answers the note already written. */
export function sendSubjectNote(
  subject: NoteSubjectRef,
  input: { content: string; requestId: string },
): Promise<SubjectNote> {
  return subject.kind === 'plan'
    ? call(createPlanNote, { planId: subject.id, ...input })
    : call(createInterpretationNote, { interpretationId: subject.id, ...input });
}
