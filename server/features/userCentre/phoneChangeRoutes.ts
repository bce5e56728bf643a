import type { FastifyInstance } from 'fastify';
import { SmsType } from '../../../contracts/accounts';
import { commitNewPhoneSchema, phoneCheckIdSchema } from '../../../contracts/userCentre';
import { ok } from '../../platform/envelope';
import { SmsCodeRefusals } from '../accounts/replies';
import { consumeSmsCode } from '../accounts/smsCodes';
import { maskPhone } from '../accounts/smsSender';
import type { CentreContext } from './context';
import { identityMatches } from './identity';
import { grantPermit, livePermit, spendPermit } from './permits';
import { bindPhone, phoneTakenByOther } from './phoneOwnership';
import { parse, refuse, Refusals, userOf } from './replies';

/**
 * The phone operation (calls-errors-spec §7.10): GET phoneChange/index, POST phoneChange/checkId
 * {realName, idCard} (the identity check, for a fan who lost the old phone) and POST
 * phoneChange/commitNewPhone {phone, code}. A fan with a phone first proves it (the old phone's
 * type-49 code through verifyPhone/verifyCode, or the id check); either grants a 10-minute permit that
 * the commit spends. A fan without a phone binds one with its code alone.
 */
export function phoneChangeRoutes(app: FastifyInstance, ctx: CentreContext): void {
  app.get('/api/uc/phoneChange/index', async (request, reply) => {
    const user = await userOf(ctx, request, reply);
    if (!user) return reply;
    return ok(
      {
        hasPhone: user.phone !== null,
        maskedPhone: user.phone ? maskPhone(user.phone) : '',
        phone: user.phone ?? '',
        canCheckId: user.realName !== null && user.idCard !== null,
        permitExpiresAt: await livePermit(ctx.db, user.id, 'phone_change'),
      },
      ctx.clock.now(),
    );
  });

  app.post('/api/uc/phoneChange/checkId', async (request, reply) => {
    const user = await userOf(ctx, request, reply);
    if (!user) return reply;
    const parsed = parse(phoneCheckIdSchema, request.body);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    if (!user.realName || !user.idCard) return refuse(reply, Refusals.identityNotSet);
    const key = `user:${user.id}`;
    if (ctx.limits.identity.lockedFor(key) > 0) return refuse(reply, Refusals.identityLocked);
    if (!identityMatches(user, parsed.data.realName, parsed.data.idCard)) {
      ctx.limits.identity.hit(key);
      const locked = ctx.limits.identity.lockedFor(key) > 0;
      return refuse(reply, locked ? Refusals.identityLocked : Refusals.identityMismatch);
    }
    ctx.limits.identity.reset(key);
    const expiresAt = await grantPermit(ctx.db, user.id, 'phone_change');
    return ok({ expiresAt }, ctx.clock.now());
  });

  app.post('/api/uc/phoneChange/commitNewPhone', async (request, reply) => {
    const user = await userOf(ctx, request, reply);
    if (!user) return reply;
    const parsed = parse(commitNewPhoneSchema, request.body);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    const { phone, code } = parsed.data;
    if (phone === user.phone) return refuse(reply, Refusals.phoneSame);
    if (await phoneTakenByOther(ctx.db, phone, user.id)) return refuse(reply, Refusals.phoneTaken);
    if (user.phone && (await livePermit(ctx.db, user.id, 'phone_change')) === null)
      return refuse(reply, Refusals.phoneChangeNotVerified);
    const checked = await consumeSmsCode(ctx.db, phone, SmsType.verifyPhone, code);
    if (checked !== 'ok') return refuse(reply, SmsCodeRefusals[checked]);
    if (user.phone && !(await spendPermit(ctx.db, user.id, 'phone_change')))
      return refuse(reply, Refusals.phoneChangeNotVerified);
    if (!(await bindPhone(ctx.db, user, phone))) return refuse(reply, Refusals.phoneTaken);
    return ok({ phone, maskedPhone: maskPhone(phone) }, ctx.clock.now());
  });
}
