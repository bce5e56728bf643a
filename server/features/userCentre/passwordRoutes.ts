import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SmsType } from '../../../contracts/accounts';
import { changePasswordRequestSchema, pwdSetRequestSchema } from '../../../contracts/userCentre';
import { sessions } from '../../db/schema';
import { ok } from '../../platform/envelope';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { SmsCodeRefusals } from '../accounts/replies';
import { consumeSmsCode } from '../accounts/smsCodes';
import { maskPhone } from '../accounts/smsSender';
import { hashToken, tokenOf } from '../../platform/auth/tokens';
import { setPasswordHash, type UserRow } from '../accounts/users';
import type { CentreContext } from './context';
import { spendPermit } from './permits';
import { decryptPassword, parse, refuse, Refusals, userOf, type Refusal } from './replies';

/**
 * GET /api/uc/password/setInfo, POST /api/uc/regiester/pwdSet (a first password, for accounts made by
 * SMS) and POST /api/uc/modify/changePassword (old password and a type-48 code). Everything that can
 * be refused without spending the code is checked first.
 */
export function passwordRoutes(app: FastifyInstance, ctx: CentreContext): void {
  app.get('/api/uc/password/setInfo', async (request, reply) => {
    const user = await userOf(ctx, request, reply);
    if (!user) return reply;
    return ok(
      {
        passwordSet: user.passwordHash ? 1 : 0,
        passwordStrength: user.passwordStrength,
        phone: user.phone ?? '',
        maskedPhone: user.phone ? maskPhone(user.phone) : '',
      },
      ctx.clock.now(),
    );
  });

  app.post('/api/uc/regiester/pwdSet', async (request, reply) => {
    const user = await userOf(ctx, request, reply);
    if (!user) return reply;
    const parsed = parse(pwdSetRequestSchema, request.body);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    if (user.passwordHash) return refuse(reply, Refusals.passwordAlreadySet);
    const password = decryptPassword(ctx, parsed.data.password, true);
    if (!password.ok) return refuse(reply, password.refusal);
    const phoneProblem = phoneOfOwner(user, parsed.data.phone);
    if (phoneProblem) return refuse(reply, phoneProblem);
    if (!(await passwordCode(ctx, user, parsed.data.code, reply))) return reply;
    await setPasswordHash(
      ctx.db,
      user.id,
      await hashPassword(password.password),
      parsed.data.passwordStrength ?? null,
    );
    return ok(null, ctx.clock.now());
  });

  app.post('/api/uc/modify/changePassword', async (request, reply) => {
    const user = await userOf(ctx, request, reply);
    if (!user) return reply;
    const parsed = parse(changePasswordRequestSchema, request.body);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    if (!user.passwordHash) return refuse(reply, Refusals.passwordNotSet);
    const oldPassword = decryptPassword(ctx, parsed.data.oldPassword, false);
    if (!oldPassword.ok) return refuse(reply, oldPassword.refusal);
    const password = decryptPassword(ctx, parsed.data.password, true);
    if (!password.ok) return refuse(reply, password.refusal);
    const phoneProblem = phoneOfOwner(user, parsed.data.phone);
    if (phoneProblem) return refuse(reply, phoneProblem);

    const key = `user:${user.id}`;
    if (ctx.limits.oldPassword.lockedFor(key) > 0) return refuse(reply, Refusals.oldPasswordLocked);
    if (!(await verifyPassword(oldPassword.password, user.passwordHash))) {
      ctx.limits.oldPassword.hit(key);
      const locked = ctx.limits.oldPassword.lockedFor(key) > 0;
      return refuse(reply, locked ? Refusals.oldPasswordLocked : Refusals.oldPasswordWrong);
    }
    ctx.limits.oldPassword.reset(key);
    if (oldPassword.password === password.password) return refuse(reply, Refusals.passwordSame);
    if (!(await passwordCode(ctx, user, parsed.data.code, reply))) return reply;

    await setPasswordHash(
      ctx.db,
      user.id,
      await hashPassword(password.password),
      parsed.data.passwordStrength ?? user.passwordStrength,
    );
    // Other devices log in again with the new password; this one stays logged in.
    const token = tokenOf(request);
    await ctx.db
      .delete(sessions)
      .where(
        token
          ? and(eq(sessions.userId, user.id), ne(sessions.tokenHash, hashToken(token)))
          : eq(sessions.userId, user.id),
      );
    return ok(null, ctx.clock.now());
  });
}

/** The phone of a password call must be the fan's bound one (the code went there). */
function phoneOfOwner(user: UserRow, phone: string): Refusal | null {
  if (!user.phone) return Refusals.phoneNotBound;
  return phone === user.phone ? null : Refusals.phoneMismatch;
}

/**
 * The type-48 code of the last step: the one verified in the step before (its permit), or a live code
 * spent now. False after answering the refusal.
 */
async function passwordCode(
  ctx: CentreContext,
  user: UserRow,
  code: string,
  reply: FastifyReply,
): Promise<boolean> {
  if (await spendPermit(ctx.db, user.id, 'password', code)) return true;
  const checked = await consumeSmsCode(ctx.db, user.phone ?? '', SmsType.resetPassword, code);
  if (checked === 'ok') return true;
  await refuse(reply, SmsCodeRefusals[checked]);
  return false;
}
