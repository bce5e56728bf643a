/**
 * Notes (专家笔记, docs/decisions/expert-notes.md): a fan's question on what an expert sells and the
 * expert's reply, shown or hidden. Fans ask on a plan's or an interpretation's page (`ask/`); the expert answers in the
 * inbox (`inbox/`). The same word names the calls (contracts/notes.ts) and the server's feature
 * (server/features/notes).
 */
export { SubjectNotes } from './ask/SubjectNotes';

export const noteScreens = {
  /** `expert-note`: 专家笔记, the expert's notes from fans. */
  inbox: () => import('./inbox/ExpertNotePage'),
} as const;

/** Blocks other features' screens show, each its own chunk loaded when shown. */
export const noteBlocks = {
  /** The way into 专家笔记, with the count of new notes (the expert's publishing screen). */
  entry: () => import('./inbox/NotesEntry'),
} as const;
