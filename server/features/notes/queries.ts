import { and, count, desc, eq, gt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { NOTE_PAGE_SIZE, type ExpertNote, type PlanNote } from '../../../contracts/notes';
import type { DbOrTx } from '../../db/database';
import { expertNotes, experts, matches, planPurchases, plans, teams, users } from '../../db/schema';

// The SQL of expert notes. Notes are about plans for now (subject_kind 'plan'); an interpretation's
// notes will join their own table beside the plan's.

const PLAN = 'plan';
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

/** The expert's view of notes: each with its plan's title and match. */
async function expertNotesWhere(db: DbOrTx, where: SQL | undefined, page?: number) {
  const query = db
    .select({
      ...noteColumns,
      title: plans.title,
      homeName: homeTeam.name,
      awayName: awayTeam.name,
    })
    .from(expertNotes)
    .innerJoin(users, eq(users.id, expertNotes.authorId))
    .innerJoin(plans, and(eq(expertNotes.subjectKind, PLAN), eq(plans.id, expertNotes.subjectId)))
    .innerJoin(matches, eq(matches.id, plans.matchId))
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
      kind: PLAN,
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

/** What the note rules need of a plan: its expert, price, result and publishing time. */
export async function planForNotes(db: DbOrTx, planId: number) {
  const [row] = await db
    .select({
      id: plans.id,
      title: plans.title,
      expertId: plans.expertId,
      expertUserId: experts.userId,
      expertName: experts.nickname,
      priceFen: plans.priceFen,
      result: plans.result,
      publishedAt: plans.publishedAt,
    })
    .from(plans)
    .innerJoin(experts, eq(experts.id, plans.expertId))
    .where(eq(plans.id, planId));
  return row;
}
export type NotePlan = NonNullable<Awaited<ReturnType<typeof planForNotes>>>;

export async function hasBought(db: DbOrTx, planId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: planPurchases.id })
    .from(planPurchases)
    .where(and(eq(planPurchases.planId, planId), eq(planPurchases.userId, userId)))
    .limit(1);
  return row !== undefined;
}

const onPlan = (planId: number) =>
  and(eq(expertNotes.subjectKind, PLAN), eq(expertNotes.subjectId, planId));

/** How many notes the fan left under a plan. */
export async function ownNotes(db: DbOrTx, planId: number, userId: number) {
  const mine = and(onPlan(planId), eq(expertNotes.authorId, userId));
  const [row] = await db.select({ n: count() }).from(expertNotes).where(mine);
  return { count: row?.n ?? 0 };
}

/** The plan's notes a viewer sees: displayed ones, and their own. */
export async function planNotePage(
  db: DbOrTx,
  planId: number,
  viewerId: number | null,
  pageNo: number,
): Promise<PlanNote[]> {
  const seen =
    viewerId === null
      ? eq(expertNotes.display, true)
      : or(eq(expertNotes.display, true), eq(expertNotes.authorId, viewerId));
  const rows = await db
    .select(noteColumns)
    .from(expertNotes)
    .innerJoin(users, eq(users.id, expertNotes.authorId))
    .where(and(onPlan(planId), seen))
    .orderBy(desc(expertNotes.createdAt), desc(expertNotes.id))
    .limit(NOTE_PAGE_SIZE + 1)
    .offset((pageNo - 1) * NOTE_PAGE_SIZE);
  return rows.map((r) => planNoteOf(r, viewerId));
}

export function planNoteOf(r: NoteRow, viewerId: number | null): PlanNote {
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

/** One note as the plan page shows it to `viewerId`. */
export async function planNote(db: DbOrTx, noteId: number, viewerId: number) {
  const [row] = await db
    .select(noteColumns)
    .from(expertNotes)
    .innerJoin(users, eq(users.id, expertNotes.authorId))
    .where(eq(expertNotes.id, noteId));
  return row ? planNoteOf(row, viewerId) : undefined;
}
