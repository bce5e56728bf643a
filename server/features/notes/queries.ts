import { and, count, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  NOTE_PAGE_SIZE,
  NOTE_SUBJECT_KINDS,
  type ExpertNote,
  type NoteSubjectKind,
  type SubjectNote,
} from '../../../contracts/notes';
import type { DbOrTx } from '../../db/database';
import {
  expertNotes,
  experts,
  interpretations,
  matches,
  plans,
  teams,
  users,
} from '../../db/schema';

// The SQL of expert notes: about a plan or an interpretation (subject_kind), each joined to its own
// table for the expert's view (title and match).

const homeTeam = alias(teams, 'note_home');
const awayTeam = alias(teams, 'note_away');

/** A fan as a note shows them: the nickname, else the account's first character masked. */
export function authorName(nickName: string | null, account: string): string {
  const nick = nickName?.trim();
  return nick ? nick : `${[...account][0] ?? '球'}***`;
}

const noteColumns = {
  note: expertNotes,
  nickName: users.nickName,
  account: users.account,
  icon: users.userIcon,
};

type NoteRow = { note: typeof expertNotes.$inferSelect } & {
  nickName: string | null;
  account: string;
  icon: string | null;
};

const authorOf = (r: NoteRow) => ({ nickName: authorName(r.nickName, r.account), icon: r.icon });

/** The expert's view of notes: each with its subject's title and match. */
async function expertNotesWhere(db: DbOrTx, where: SQL | undefined, page?: number) {
  const onKind = (kind: NoteSubjectKind) => eq(expertNotes.subjectKind, kind);
  const query = db
    .select({
      ...noteColumns,
      title: sql<string>`coalesce(${plans.title}, ${interpretations.title})`,
      homeName: homeTeam.name,
      awayName: awayTeam.name,
    })
    .from(expertNotes)
    .innerJoin(users, eq(users.id, expertNotes.authorId))
    .leftJoin(plans, and(onKind('plan'), eq(plans.id, expertNotes.subjectId)))
    .leftJoin(
      interpretations,
      and(onKind('interpretation'), eq(interpretations.id, expertNotes.subjectId)),
    )
    .innerJoin(matches, eq(matches.id, sql`coalesce(${plans.matchId}, ${interpretations.matchId})`))
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(where)
    .orderBy(desc(expertNotes.createdAt), desc(expertNotes.id));
  const rows =
    page === undefined
      ? await query.limit(1)
      : await query.limit(NOTE_PAGE_SIZE + 1).offset((page - 1) * NOTE_PAGE_SIZE);
  return rows.map((r): ExpertNote => ({
    noteId: r.note.id,
    subject: {
      kind: subjectKindOf(r.note.subjectKind),
      id: r.note.subjectId,
      title: r.title,
      matchName: `${r.homeName} vs ${r.awayName}`,
    },
    author: authorOf(r),
    content: r.note.content,
    reply: r.note.reply,
    display: r.note.display,
    createdAt: r.note.createdAt.getTime(),
    repliedAt: r.note.repliedAt?.getTime() ?? null,
  }));
}

/** One page of an expert's inbox, newest first (one row more than a page: there is more). */
export const inboxPage = (db: DbOrTx, expertId: number, pageNo: number) =>
  expertNotesWhere(db, eq(expertNotes.expertId, expertId), pageNo);

/** One note of an expert's, or undefined when it is not theirs (or none). */
export async function inboxNote(db: DbOrTx, expertId: number, noteId: number) {
  const [note] = await expertNotesWhere(
    db,
    and(eq(expertNotes.id, noteId), eq(expertNotes.expertId, expertId)),
  );
  return note;
}

export async function newNoteCount(db: DbOrTx, expertId: number, since: number) {
  const [row] = await db
    .select({ n: count() })
    .from(expertNotes)
    .where(and(eq(expertNotes.expertId, expertId), gt(expertNotes.createdAt, new Date(since))));
  return row?.n ?? 0;
}

/** The caller as an expert: their expert row, and their level (a promoted fan may have no row yet). */
export async function expertOfUser(db: DbOrTx, userId: number) {
  const [user] = await db
    .select({ userLevel: users.userLevel, expertId: experts.id, nickname: experts.nickname })
    .from(users)
    .leftJoin(experts, eq(experts.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return user;
}

/** A subject as notes name it: its kind and id. */
export interface SubjectRef {
  kind: NoteSubjectKind;
  id: number;
}

const onSubject = (subject: SubjectRef) =>
  and(eq(expertNotes.subjectKind, subject.kind), eq(expertNotes.subjectId, subject.id));

/** A stored kind read back; the column only ever holds a kind the contract names. */
export function subjectKindOf(text: string): NoteSubjectKind {
  const kind = NOTE_SUBJECT_KINDS.find((k) => k === text);
  if (!kind) throw new Error(`expert_notes.subject_kind ${text} is no kind of subject`);
  return kind;
}

/** How many notes the fan left under a subject. */
export async function ownNotes(db: DbOrTx, subject: SubjectRef, userId: number) {
  const mine = and(onSubject(subject), eq(expertNotes.authorId, userId));
  const [row] = await db.select({ n: count() }).from(expertNotes).where(mine);
  return { count: row?.n ?? 0 };
}

/** The subject's notes a viewer sees: displayed ones, and their own. */
export async function subjectNotePage(
  db: DbOrTx,
  subject: SubjectRef,
  viewerId: number | null,
  pageNo: number,
): Promise<SubjectNote[]> {
  const seen =
    viewerId === null
      ? eq(expertNotes.display, true)
      : or(eq(expertNotes.display, true), eq(expertNotes.authorId, viewerId));
  const rows = await db
    .select(noteColumns)
    .from(expertNotes)
    .innerJoin(users, eq(users.id, expertNotes.authorId))
    .where(and(onSubject(subject), seen))
    .orderBy(desc(expertNotes.createdAt), desc(expertNotes.id))
    .limit(NOTE_PAGE_SIZE + 1)
    .offset((pageNo - 1) * NOTE_PAGE_SIZE);
  return rows.map((r) => subjectNoteOf(r, viewerId));
}

export function subjectNoteOf(r: NoteRow, viewerId: number | null): SubjectNote {
  return {
    noteId: r.note.id,
    author: authorOf(r),
    content: r.note.content,
    reply: r.note.reply,
    repliedAt: r.note.repliedAt?.getTime() ?? null,
    createdAt: r.note.createdAt.getTime(),
    display: r.note.display,
    own: viewerId !== null && r.note.authorId === viewerId,
  };
}

/** One note as its subject's page shows it to `viewerId`. */
export async function subjectNote(db: DbOrTx, noteId: number, viewerId: number) {
  const [row] = await db
    .select(noteColumns)
    .from(expertNotes)
    .innerJoin(users, eq(users.id, expertNotes.authorId))
    .where(eq(expertNotes.id, noteId));
  return row ? subjectNoteOf(row, viewerId) : undefined;
}
