import { eq } from 'drizzle-orm';
import { APPLY_PROGRESS, type Application } from '../../../contracts/expertApply';
import { MESSAGE_SUB_TYPES } from '../../../contracts/messages';
import type { Database, Tx } from '../../db/database';
import { expertApplications, experts, userLevelLogs, users } from '../../db/schema';
import { done, refused, RefusedError, type Outcome } from '../../platform/refusals';
import { notify } from '../messages';
import { ReviewRefusals } from './refusals';
import { toApplication } from './service';

/** What an approval makes of a fan: a laboratory expert (product-spec §4 "User level"). */
export const APPROVED_LEVEL = 1;
export const APPROVED_LOG_REASON = '专家申请审核通过，获得免费推荐资格';
export const DEFAULT_REFUSAL_REASON = '申请资料未通过审核';

export type ReviewDecision = 'approve' | 'refuse';

/**
 * The review of an application (there is no back office: `npm run expert:review` runs this). One
 * transaction, the application's row locked so a review happens once:
 * - approve: the fan becomes a laboratory expert (level 1, from 0) with the level log the app's
 *   promotion popup reads, an experts row for the ball type applied for (made if missing, else lifted
 *   to level 1), progress 2;
 * - refuse: progress 3 with the reason; the fan may apply again.
 * Either way the fan gets a system message (sub type 3), once per application.
 */
export async function reviewApplication(
  db: Database,
  review: { applicationId: number; decision: ReviewDecision; reason?: string; now: number },
): Promise<Outcome<Application>> {
  const { applicationId, decision, now } = review;
  const reason = review.reason?.trim() || (decision === 'refuse' ? DEFAULT_REFUSAL_REASON : null);
  try {
    const row = await db.transaction(async (tx) => {
      const [app] = await tx
        .select()
        .from(expertApplications)
        .where(eq(expertApplications.id, applicationId))
        .for('update');
      if (!app) throw new RefusedError(ReviewRefusals.notFound);
      if (app.status !== APPLY_PROGRESS.reviewing) throw new RefusedError(ReviewRefusals.reviewed);
      const approved = decision === 'approve';
      if (approved) await makeExpert(tx, app.userId, app.pickedId, now);
      await tx
        .update(users)
        .set({ expertApplyProgress: approved ? APPLY_PROGRESS.approved : APPLY_PROGRESS.refused })
        .where(eq(users.id, app.userId));
      const [reviewed] = await tx
        .update(expertApplications)
        .set({
          status: approved ? APPLY_PROGRESS.approved : APPLY_PROGRESS.refused,
          reviewReason: reason,
          reviewedAt: new Date(now),
        })
        .where(eq(expertApplications.id, applicationId))
        .returning();
      if (!reviewed) throw new Error('application not updated');
      await notify(tx, {
        userId: app.userId,
        subType: MESSAGE_SUB_TYPES.system,
        title: approved ? '专家申请已通过' : '专家申请未通过',
        content: {
          text: approved
            ? `恭喜，您的${ballName(app.pickedId)}专家申请已通过审核，现在可以发布免费推荐了。${reason ? `审核意见：${reason}` : ''}`
            : `很抱歉，您的${ballName(app.pickedId)}专家申请未通过审核。原因：${reason ?? DEFAULT_REFUSAL_REASON}。您可以修改资料后重新申请。`,
          link: '#/expert-apply',
          kind: 'expert_apply',
        },
        eventKey: `expert_apply:${applicationId}`,
        topic: null,
        at: now,
      });
      return reviewed;
    });
    return done(toApplication(row));
  } catch (error) {
    if (error instanceof RefusedError) return refused(error.refusal);
    throw error;
  }
}

const ballName = (pickedId: number) => (pickedId === 2 ? '篮球' : '足球');

/** Level 1 with its log (when the fan is below it), and the experts row behind their plans. */
async function makeExpert(tx: Tx, userId: number, pickedId: number, now: number): Promise<void> {
  const [user] = await tx
    .select({ level: users.userLevel, nickName: users.nickName, account: users.account })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw new RefusedError(ReviewRefusals.notFound);
  if (user.level < APPROVED_LEVEL) {
    await tx.update(users).set({ userLevel: APPROVED_LEVEL }).where(eq(users.id, userId));
    await tx.insert(userLevelLogs).values({
      userId,
      fromLevel: user.level,
      toLevel: APPROVED_LEVEL,
      reason: APPROVED_LOG_REASON,
      createdAt: new Date(now),
    });
  }
  const [expert] = await tx
    .select({ id: experts.id, level: experts.userLevel })
    .from(experts)
    .where(eq(experts.userId, userId));
  if (expert) {
    if (expert.level < APPROVED_LEVEL)
      await tx.update(experts).set({ userLevel: APPROVED_LEVEL }).where(eq(experts.id, expert.id));
    return;
  }
  await tx.insert(experts).values({
    userId,
    nickname: user.nickName ?? user.account,
    intro: '',
    // The weakest strength: a newcomer earns the rest by the record (experts/promotion).
    strength: 10,
    userLevel: Math.max(user.level, APPROVED_LEVEL),
    qiuFlag: pickedId === 2 ? 2 : 1,
    followers: 0,
  });
}

export const REVIEW_USAGE =
  'usage: npm run expert:review -- <applicationId> approve|refuse [reason…]';

/** The ops script's arguments: `<applicationId> approve|refuse [reason…]`; a string is the problem. */
export function parseReviewArgs(
  args: readonly string[],
): { applicationId: number; decision: ReviewDecision; reason?: string } | string {
  const [id, decision, ...words] = args;
  if (!id || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647)
    return `the application id must be a positive whole number\n${REVIEW_USAGE}`;
  if (decision !== 'approve' && decision !== 'refuse')
    return `the decision must be approve or refuse\n${REVIEW_USAGE}`;
  const reason = words.join(' ').trim();
  return { applicationId: Number(id), decision, ...(reason ? { reason } : {}) };
}
