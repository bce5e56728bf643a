import { NOTES_PER_PLAN } from '../../../contracts/notes';
import { PLAN_RESULT } from '../../../contracts/plans';
import type { DbOrTx } from '../../db/database';
import type { Refusal } from '../../platform/refusals';
import { hasBought, type NotePlan } from './queries';
import { NoteRefusals } from './refusals';

// Who may leave a note under a plan (docs/decisions/expert-notes.md): a logged-in fan who can read
// the whole plan — it is free, they bought it, or it has settled and its picks are public — and who
// is not its expert; at most NOTES_PER_PLAN each. A note on a paid plan nobody bought would be a
// question the expert cannot answer without giving the pick away.

/** A plan is open to notes without a purchase when it is free or settled. */
export function openWithoutPurchase(plan: Pick<NotePlan, 'priceFen' | 'result'>): boolean {
  return plan.priceFen === 0 || plan.result !== PLAN_RESULT.pending;
}

/** Why this fan may not note the plan (ignoring how many they wrote), or null. */
export async function accessBlock(
  db: DbOrTx,
  plan: NotePlan,
  userId: number,
): Promise<Refusal | null> {
  if (plan.expertUserId === userId) return NoteRefusals.own;
  if (openWithoutPurchase(plan) || (await hasBought(db, plan.id, userId))) return null;
  return NoteRefusals.locked;
}

/** Why this fan may not write one more note under the plan now, or null. */
export async function writeBlock(
  db: DbOrTx,
  plan: NotePlan,
  userId: number,
  written: number,
): Promise<Refusal | null> {
  return (
    (await accessBlock(db, plan, userId)) ?? (written >= NOTES_PER_PLAN ? NoteRefusals.limit : null)
  );
}

/** The published plan a note call is about, or undefined (none, or not yet published). */
export const isPublished = (plan: NotePlan | undefined, now: number): plan is NotePlan =>
  plan !== undefined && plan.publishedAt.getTime() <= now;
