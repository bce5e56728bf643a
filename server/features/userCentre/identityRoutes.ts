import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SmsType } from '../../../contracts/accounts';
import {
  IdentityCode,
  maskRealName,
  normalizeIdCard,
  qiuFlagParamsSchema,
  userInfoCompleteSchema,
  userInfoConfirmSchema,
} from '../../../contracts/userCentre';
import { identityVerifications, users } from '../../db/schema';
import { ok } from '../../platform/envelope';
import { SmsCodeRefusals } from '../accounts/replies';
import { consumeSmsCode } from '../accounts/smsCodes';
import { maskIdCard } from '../accounts/userInfo';
import type { UserRow } from '../accounts/users';
import type { CentreContext } from './context';
import {
  idCardRefusal,
  idCardTakenByOther,
  idCardUsedByExpert,
  identityCode,
  identityMatches,
} from './identity';
import { phoneTakenByOther } from './phoneOwnership';
import { parse, refuse, Refusals, userOf, type Refusal } from './replies';

const CODE_MESSAGES = {
  1: '您尚未实名认证',
  2: '您已实名认证，请确认身份信息',
  3: '您已完成实名认证',
} as const;

/**
 * Real-name verification (calls-errors-spec §7.10; product-spec §3 "Identity completion result"):
 * GET checkComplete (codes 1, 2, 3), POST userInfoComplete (first time), POST userInfoConfirm (an
 * earlier verification confirmed), GET checkIdCardUsed/{qiuFlag}. Both posts prove the phone with a
 * type-49 code; a fan without a phone binds the one given.
 */
export function identityRoutes(app: FastifyInstance, ctx: CentreContext): void {
  app.get('/api/uc/modify/checkComplete', async (request, reply) => {
    const user = await userOf(ctx, request, reply);
    if (!user) return reply;
    const code = await identityCode(ctx.db, user);
    const base = { code, msg: CODE_MESSAGES[code] };
    if (code !== IdentityCode.before) return ok(base, ctx.clock.now());
    return ok(
      {
        ...base,
        certNo: maskIdCard(user.idCard),
        realName: maskRealName(user.realName ?? ''),
        phone: user.phone ?? '',
      },
      ctx.clock.now(),
    );
  });

  app.post('/api/uc/modify/userInfoComplete', async (request, reply) => {
    const user = await userOf(ctx, request, reply);
    if (!user) return reply;
    const parsed = parse(userInfoCompleteSchema, request.body);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    const code = await identityCode(ctx.db, user);
    if (code === IdentityCode.reverified) return refuse(reply, Refusals.identityVerified);
    if (code === IdentityCode.before) return refuse(reply, Refusals.identityConfirmNeeded);
    const { realName, idCard, phone, verifyCode } = parsed.data;
    const idProblem = idCardRefusal(idCard);
    if (idProblem) return refuse(reply, idProblem);
    const phoneProblem = await phoneForIdentity(ctx, user, phone);
    if (phoneProblem) return refuse(reply, phoneProblem);
    if (await idCardTakenByOther(ctx.db, idCard, user.id))
      return refuse(reply, Refusals.idCardUsed);
    if (!(await spendCode(ctx, phone, verifyCode, reply))) return reply;
    return verified(ctx, user, { realName: realName.trim(), idCard, phone, source: 'complete' });
  });

  app.post('/api/uc/modify/userInfoConfirm', async (request, reply) => {
    const user = await userOf(ctx, request, reply);
    if (!user) return reply;
    const parsed = parse(userInfoConfirmSchema, request.body);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    const code = await identityCode(ctx.db, user);
    if (code === IdentityCode.never) return refuse(reply, Refusals.identityNotSet);
    if (code === IdentityCode.reverified) return refuse(reply, Refusals.identityVerified);
    const { realName, idCard, phone, verifyCode } = parsed.data;
    const key = `user:${user.id}`;
    if (ctx.limits.identity.lockedFor(key) > 0) return refuse(reply, Refusals.identityLocked);
    if (!identityMatches(user, realName, idCard)) {
      ctx.limits.identity.hit(key);
      const locked = ctx.limits.identity.lockedFor(key) > 0;
      return refuse(reply, locked ? Refusals.identityLocked : Refusals.identityMismatch);
    }
    ctx.limits.identity.reset(key);
    const phoneProblem = await phoneForIdentity(ctx, user, phone);
    if (phoneProblem) return refuse(reply, phoneProblem);
    if (!(await spendCode(ctx, phone, verifyCode, reply))) return reply;
    return verified(ctx, user, { realName: realName.trim(), idCard, phone, source: 'confirm' });
  });

  app.get('/api/uc/checkIdCardUsed/:qiuFlag', async (request, reply) => {
    const user = await userOf(ctx, request, reply);
    if (!user) return reply;
    const parsed = parse(qiuFlagParamsSchema, request.params);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    const qiuFlag = Number(parsed.data.qiuFlag);
    const used = user.idCard
      ? await idCardUsedByExpert(ctx.db, user.idCard, user.id, qiuFlag)
      : false;
    return ok({ qiuFlag, hasIdCard: user.idCard !== null, used }, ctx.clock.now());
  });
}

/** The phone of a verification: the bound one, or (for a fan without one) a free one to bind. */
async function phoneForIdentity(
  ctx: CentreContext,
  user: UserRow,
  phone: string,
): Promise<Refusal | null> {
  if (user.phone) return phone === user.phone ? null : Refusals.phoneMismatch;
  return (await phoneTakenByOther(ctx.db, phone, user.id)) ? Refusals.phoneTaken : null;
}

async function spendCode(ctx: CentreContext, phone: string, code: string, reply: FastifyReply) {
  const checked = await consumeSmsCode(ctx.db, phone, SmsType.verifyPhone, code);
  if (checked === 'ok') return true;
  await refuse(reply, SmsCodeRefusals[checked]);
  return false;
}

/** Writes the verified identity (and binds the phone of a fan who had none) in one transaction. */
async function verified(
  ctx: CentreContext,
  user: UserRow,
  v: { realName: string; idCard: string; phone: string; source: 'complete' | 'confirm' },
) {
  const idCard = normalizeIdCard(v.idCard);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ realName: v.realName, idCard, ...(user.phone ? {} : { phone: v.phone }) })
      .where(eq(users.id, user.id));
    await tx
      .insert(identityVerifications)
      .values({ userId: user.id, phone: v.phone, source: v.source })
      .onConflictDoNothing();
  });
  return ok(
    {
      code: IdentityCode.reverified,
      realName: maskRealName(v.realName),
      idCard: maskIdCard(idCard),
    },
    ctx.clock.now(),
  );
}
