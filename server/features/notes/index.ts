/**
 * Notes (专家笔记, docs/decisions/expert-notes.md): fans' questions on what an expert sells and the
 * expert's replies. One word across contracts/notes.ts, this feature and src/features/notes.
 */
export { noteRoutes } from './routes';
