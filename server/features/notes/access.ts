import { NOTES_PER_SUBJECT } from '../../../contracts/notes';
import { PLAN_RESULT } from '../../../contracts/plans';
import type { DbOrTx } from '../../db/database';
import type { Refusal } from '../../platform/refusals';
import { NoteRefusals } from './refusals';
import { hasBought, type NoteSubject } from './subjects';

// Who may leave a note under a plan or an interpretation (docs/decisions/expert-notes.md): a
// logged-in fan who can read the whole of it — it is free, they bought it, or it has settled and its
// picks are public — and who is not its expert; at most NOTES_PER_SUBJECT each. A note on a paid
// reading nobody bought would be a question the expert cannot answer without giving the pick away.

/** A subject is open to notes without a purchase when it is free or settled. */
export function openWithoutPurchase(subject: Pick<NoteSubject, 'priceFen' | 'result'>): boolean {
  return subject.priceFen === 0 || subject.result !== PLAN_RESULT.pending;
}

/** Why this fan may not note the subject (ignoring how many they wrote), or null. */
export async function accessBlock(
  db: DbOrTx,
  subject: NoteSubject,
  userId: number,
): Promise<Refusal | null> {
  if (subject.expertUserId === userId) return NoteRefusals.own[subject.kind];
  if (openWithoutPurchase(subject) || (await hasBought(db, subject, userId))) return null;
  return NoteRefusals.locked[subject.kind];
}

/** Why this fan may not write one more note under the subject now, or null. */
export async function writeBlock(
  db: DbOrTx,
  subject: NoteSubject,
  userId: number,
  written: number,
): Promise<Refusal | null> {
  return (
    (await accessBlock(db, subject, userId)) ??
    (written >= NOTES_PER_SUBJECT ? NoteRefusals.limit[subject.kind] : null)
  );
}

/** The published subject a note call is about, or undefined (none, or not yet published). */
export const isPublished = (
  subject: NoteSubject | undefined,
  now: number,
): subject is NoteSubject => subject !== undefined && subject.publishedAt.getTime() <= now;
