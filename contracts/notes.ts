import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { idInput, pageNoInput, requestIdInput } from './inputs';
import { int32, safeIntInput } from './integers';
import { MAX_TIME_MS } from './messageCount';
import { COMMON_REFUSAL_CODES } from './refusals';

/**
 * Expert notes (专家笔记 / 留言, issue 19 §2; product-spec §3 "Expert note", calls-errors-spec §7.11):
 * a fan leaves a note under a plan, the plan's expert reads it in `expert-note`, may reply (and edit
 * the reply), and chooses whether the note and its reply are shown to everyone under the plan. The
 * expert's calls keep the spec's names; the fan's, for plans, are ours, shaped like the spec's
 * interpretation notes (docs/decisions/expert-notes.md has the rules).
 */

/** A note's text after trimming: plain text, line breaks allowed. */
export const NOTE_CHARS = { min: 2, max: 200 } as const;
/** The expert's reply after trimming: plain text, line breaks allowed. */
export const NOTE_REPLY_CHARS = { min: 1, max: 300 } as const;
/** Notes one fan may leave under one plan or interpretation. */
export const NOTES_PER_SUBJECT = 5;
/** Notes per page, in the expert's inbox and under a plan. */
export const NOTE_PAGE_SIZE = 10;

/** What a note is about: a plan (plan/{id}) or an interpretation (tjInterpretation/{id}). */
export const NOTE_SUBJECT_KINDS = ['plan', 'interpretation'] as const;
export type NoteSubjectKind = (typeof NOTE_SUBJECT_KINDS)[number];

/** Longer than any form sends: the service says what the rule is, not the schema. */
const textInput = z.string().check(z.maxLength(2000));

const authorSchema = z.object({ nickName: z.string(), icon: z.nullable(z.string()) });

export const noteSubjectSchema = z.object({
  kind: z.enum(NOTE_SUBJECT_KINDS),
  /** The plan's or the interpretation's id. */
  id: int32(),
  /** Written by the expert: shown as text. */
  title: z.string(),
  /** 主队 vs 客队. */
  matchName: z.string(),
});

/** A note as its expert sees it. Every text in it was written by a person: shown as text. */
export const expertNoteSchema = z.object({
  noteId: int32(),
  subject: noteSubjectSchema,
  author: authorSchema,
  content: z.string(),
  reply: z.nullable(z.string()),
  /** Shown to everyone under its subject. */
  display: z.boolean(),
  /** ms since the epoch (server time). */
  createdAt: z.number(),
  repliedAt: z.nullable(z.number()),
});
export type ExpertNote = z.infer<typeof expertNoteSchema>;

export const expertNotePageSchema = z.object({
  list: z.array(expertNoteSchema),
  pageNo: int32(),
  pageSize: int32(),
  hasMore: z.boolean(),
});
export type ExpertNotePage = z.infer<typeof expertNotePageSchema>;

/** GET /api/expert/noteList/{pageNo}: the caller's inbox as an expert, newest first. */
export const noteList = defineEndpoint({
  method: 'GET',
  path: '/api/expert/noteList/{pageNo}',
  access: 'reader',
  input: z.object({ pageNo: pageNoInput }),
  output: expertNotePageSchema,
});

/** GET /api/expert/queryNewExpertNoteCount {beginTime}: notes that came after `beginTime` (ms). */
export const queryNewExpertNoteCount = defineEndpoint({
  method: 'GET',
  path: '/api/expert/queryNewExpertNoteCount',
  access: 'reader',
  input: z.object({ beginTime: z.optional(safeIntInput({ min: 0, max: MAX_TIME_MS })) }),
  output: z.object({ count: int32() }),
});

/**
 * POST /api/expert/replyTjInterNote {noteId, reply, display, content?}: the expert replies (or edits
 * the reply) and says whether the note is shown. `content` is the note's text as the spec's client
 * sends it back: a fan's words are never changed by the expert, so it is not read.
 */
export const replyTjInterNote = defineEndpoint({
  method: 'POST',
  path: '/api/expert/replyTjInterNote',
  access: 'writer',
  input: z.object({
    noteId: idInput,
    reply: textInput,
    display: z.boolean(),
    content: z.optional(textInput),
  }),
  output: expertNoteSchema,
});

/** GET /api/expert/checkTjInterNote/{noteId}: one note of the caller's. */
export const checkTjInterNote = defineEndpoint({
  method: 'GET',
  path: '/api/expert/checkTjInterNote/{noteId}',
  access: 'reader',
  input: z.object({ noteId: idInput }),
  output: expertNoteSchema,
});

/** POST /api/expert/changeTjInterNoteDisplay {noteId, display}: shows or hides a note. */
export const changeTjInterNoteDisplay = defineEndpoint({
  method: 'POST',
  path: '/api/expert/changeTjInterNoteDisplay',
  access: 'writer',
  input: z.object({ noteId: idInput, display: z.boolean() }),
  output: expertNoteSchema,
});

// ── Under a plan ───────────────────────────────────────────────────────────────────────────────

/** A note as the plan page shows it. */
export const subjectNoteSchema = z.object({
  noteId: int32(),
  author: authorSchema,
  content: z.string(),
  reply: z.nullable(z.string()),
  repliedAt: z.nullable(z.number()),
  createdAt: z.number(),
  display: z.boolean(),
  /** The viewer wrote it: shown to them even when not displayed (仅自己可见). */
  own: z.boolean(),
});
export type SubjectNote = z.infer<typeof subjectNoteSchema>;

/** Why the viewer cannot write a note now: the refusal a create would get. */
export const noteBlockSchema = z.object({ code: z.string(), msg: z.string() });

export const subjectNotePageSchema = z.object({
  list: z.array(subjectNoteSchema),
  pageNo: int32(),
  pageSize: int32(),
  hasMore: z.boolean(),
  /** Null when the viewer may write a note; a visitor gets `no_login`. */
  blocked: z.nullable(noteBlockSchema),
  /** The viewer's notes under this plan, and how many they may leave. */
  mine: int32(),
  limit: int32(),
});
export type SubjectNotePage = z.infer<typeof subjectNotePageSchema>;

/**
 * GET /api/plan/note/{planId}/{pageNo}: the notes the expert displays, with their replies, and the
 * viewer's own (displayed or not), newest first.
 */
export const planNotes = defineEndpoint({
  method: 'GET',
  path: '/api/plan/note/{planId}/{pageNo}',
  access: 'anyone',
  input: z.object({ planId: idInput, pageNo: pageNoInput }),
  output: subjectNotePageSchema,
});

/**
 * POST /api/plan/note/create {planId, content, requestId}: leaves a note under a plan. A repeated
 * `requestId`, or the same words again under the same plan, answers the note already written.
 */
export const createPlanNote = defineEndpoint({
  method: 'POST',
  path: '/api/plan/note/create',
  access: 'writer',
  input: z.object({
    planId: idInput,
    content: textInput,
    requestId: requestIdInput,
  }),
  output: subjectNoteSchema,
});

// ── Under an interpretation ────────────────────────────────────────────────────────────────────

/**
 * GET /api/expert/interNote/{interpretationId}/{pageNo}: the notes under an interpretation, as under
 * a plan (the same rules: displayed ones and the viewer's own, newest first).
 */
export const interpretationNotes = defineEndpoint({
  method: 'GET',
  path: '/api/expert/interNote/{interpretationId}/{pageNo}',
  access: 'anyone',
  input: z.object({ interpretationId: idInput, pageNo: pageNoInput }),
  output: subjectNotePageSchema,
});

/**
 * POST /api/expert/interNote/create {interpretationId, content, requestId} (product-spec §3
 * "Interpretation note"): leaves a note under an interpretation. The spec's expertMemberId is
 * accepted and ignored: the note goes to the reading's own expert, whatever a client names.
 */
export const createInterpretationNote = defineEndpoint({
  method: 'POST',
  path: '/api/expert/interNote/create',
  access: 'writer',
  input: z.object({
    interpretationId: idInput,
    expertMemberId: z.optional(z.unknown()),
    content: textInput,
    requestId: requestIdInput,
  }),
  output: subjectNoteSchema,
});

/** Why a note call was refused (the refusals' codes). */
export const NOTE_REFUSAL_CODES = {
  notFound: 'note_not_found',
  notExpert: 'not_expert',
  own: 'note_own',
  locked: 'note_locked',
  limit: 'note_limit',
  content: 'note_invalid',
  reply: 'reply_invalid',
  requestReused: COMMON_REFUSAL_CODES.requestReused,
  noLogin: COMMON_REFUSAL_CODES.noLogin,
} as const;
