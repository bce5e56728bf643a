import { and, desc, eq } from 'drizzle-orm';
import {
  APPLY_PROGRESS,
  type Application,
  type ApplyGate,
  type ApplyStatus,
} from '../../../contracts/expertApply';
import { splitPictureUrls } from '../../../contracts/uploads';
import { SmsType } from '../../../contracts/account/session';
import type { Database, DbOrTx } from '../../db/database';
import { expertApplications, users } from '../../db/schema';
import { done, refused, RefusedError, type Outcome } from '../../platform/refusals';
import { spendSmsCode, type UserRow } from '../account/session';
import { picturesRefusal } from '../uploads';
import { checkComplete } from '../account/centre';
import { GateRefusals } from './refusals';

export interface ApplyContext {
  db: Database;
  /** Whether the server takes applications now (EXPERT_APPLY_OPEN, default on). */
  open: boolean;
}

type ApplicationRow = typeof expertApplications.$inferSelect;

export function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    status: row.status === 2 ? 2 : row.status === 3 ? 3 : 1,
    pickedId: row.pickedId,
    applyReason: row.applyReason,
    reviewReason: row.reviewReason,
    createdAt: row.createdAt.getTime(),
    reviewedAt: row.reviewedAt?.getTime() ?? null,
  };
}

async function latestApplication(db: DbOrTx, userId: number): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(expertApplications)
    .where(eq(expertApplications.userId, userId))
    .orderBy(desc(expertApplications.createdAt), desc(expertApplications.id))
    .limit(1);
  return row ?? null;
}

/**
 * Why the fan may not apply now, or null (contracts/expertApply.ts APPLY_GATES, in that order): an
 * expert needs no application, one under review is enough, the desk may be closed, then a real name
 * verified here (code 3: one verified before this app must be confirmed first) and a bound phone for
 * the type-50 code.
 */
async function gateOf(
  ctx: ApplyContext,
  fan: UserRow,
  latest: ApplicationRow | null,
): Promise<ApplyGate | null> {
  if (fan.userLevel > 0) return 'expert';
  if (latest?.status === APPLY_PROGRESS.reviewing) return 'reviewing';
  if (!ctx.open) return 'closed';
  const { code } = await checkComplete(ctx.db, fan);
  if (code === 1) return 'identity';
  if (code === 2) return 'identityConfirm';
  if (!fan.phone) return 'phone';
  return null;
}

/** GET /api/uc/expertApply/applyStatus. */
export async function applyStatus(ctx: ApplyContext, fan: UserRow): Promise<ApplyStatus> {
  const latest = await latestApplication(ctx.db, fan.id);
  return {
    progress: fan.expertApplyProgress,
    gate: await gateOf(ctx, fan, latest),
    phone: fan.phone ?? '',
    application: latest ? toApplication(latest) : null,
  };
}

export interface ApplyInput {
  applyReason: string;
  applyImageUrl?: string;
  pickedId: 1 | 2;
  frontImgPath: string;
  backImgPath: string;
  code: string;
}

/**
 * POST /api/uc/formalExpertApply: the gates, the images (the fan's own uploads: up to six of their
 * record, the id card's two sides), then the type-50 code to the bound phone — spent last, so a
 * request bound to fail keeps it — and in one transaction, the fan's row locked: the application and
 * users.expert_apply_progress = 1. One under review at a time (the partial unique index holds it
 * too); after a refusal the fan may apply again.
 */
export async function apply(
  ctx: ApplyContext,
  fan: UserRow,
  input: ApplyInput,
  now: number,
): Promise<Outcome<Application>> {
  const { db } = ctx;
  const gate = await gateOf(ctx, fan, await latestApplication(db, fan.id));
  if (gate) return refused(GateRefusals[gate]);
  const images = splitPictureUrls(input.applyImageUrl);
  const front = input.frontImgPath.trim();
  const back = input.backImgPath.trim();
  const imageProblem = await picturesRefusal(db, fan.id, images, [front, back]);
  if (imageProblem) return refused(imageProblem);
  const phone = fan.phone ?? '';
  const spent = await spendSmsCode(db, { phone, type: SmsType.expertApply }, input.code);
  if (!spent.ok) return spent;
  try {
    const row = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ level: users.userLevel })
        .from(users)
        .where(eq(users.id, fan.id))
        .for('update');
      if (!locked || locked.level > 0) throw new RefusedError(GateRefusals.expert);
      const [open] = await tx
        .select({ id: expertApplications.id })
        .from(expertApplications)
        .where(
          and(
            eq(expertApplications.userId, fan.id),
            eq(expertApplications.status, APPLY_PROGRESS.reviewing),
          ),
        );
      if (open) throw new RefusedError(GateRefusals.reviewing);
      const [made] = await tx
        .insert(expertApplications)
        .values({
          userId: fan.id,
          applyReason: input.applyReason.trim(),
          imageUrls: images,
          pickedId: input.pickedId,
          frontImgPath: front,
          backImgPath: back,
          status: APPLY_PROGRESS.reviewing,
          createdAt: new Date(now),
        })
        .returning();
      if (!made) throw new Error('application not written');
      await tx
        .update(users)
        .set({ expertApplyProgress: APPLY_PROGRESS.reviewing })
        .where(eq(users.id, fan.id));
      return made;
    });
    return done(toApplication(row));
  } catch (error) {
    if (error instanceof RefusedError) return refused(error.refusal);
    throw error;
  }
}
