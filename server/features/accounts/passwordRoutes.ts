import type { FastifyInstance } from 'fastify';
import { retrievePasswordRequestSchema, SmsType } from '../../../contracts/accounts';
import { ok } from '../../platform/envelope';
import type { AccountContext } from './context';
import { hashPassword } from './passwords';
import { parse, plainPassword, refuse, SmsCodeRefusals } from './replies';
import { closeAllSessions } from '../../platform/auth/sessions';
import { consumeSmsCode } from './smsCodes';
import { findByAccountOrPhone, setPasswordHash } from './users';

/**
 * POST /api/uc/password/retrieve {phone (an account or a phone), code (type 52), password}: sets a
 * new password and ends every session of the account, so a stolen token dies with the old password.
 */
export function passwordRoutes(app: FastifyInstance, ctx: AccountContext): void {
  app.post('/api/uc/password/retrieve', async (request, reply) => {
    const parsed = parse(retrievePasswordRequestSchema, request.body);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    const password = plainPassword(ctx, parsed.data.password);
    if (!password.ok) return refuse(reply, password.refusal);
    const user = await findByAccountOrPhone(ctx.db, parsed.data.phone);
    if (!user?.phone)
      return refuse(reply, {
        status: 404,
        code: 'user_not_found',
        msg: '账号不存在或未绑定手机号',
      });
    const code = await consumeSmsCode(
      ctx.db,
      user.phone,
      SmsType.retrievePassword,
      parsed.data.code,
    );
    if (code !== 'ok') return refuse(reply, SmsCodeRefusals[code]);
    await setPasswordHash(
      ctx.db,
      user.id,
      await hashPassword(password.password),
      parsed.data.passwordStrength ?? null,
    );
    await closeAllSessions(ctx.db, user.id);
    // Whoever proved the phone may try the new password at once.
    ctx.limits.account.reset(`user:${user.id}`);
    return ok(null, ctx.clock.now());
  });
}
