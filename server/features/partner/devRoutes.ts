import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { PARTNER_USER_ID_PATTERN, PartnerMessages } from '../../../contracts/partnerLogin';
import type { Clock } from '../../clock';
import { ok } from '../../platform/envelope';
import { parse, refuse } from '../accounts/replies';
import { signJdTicket, signTq } from './signing';

const partnerUserId = z
  .string({ error: PartnerMessages.uidInvalid })
  .check(z.regex(PARTNER_USER_ID_PATTERN, { error: PartnerMessages.uidInvalid }));

const jdQuery = z.looseObject({
  pin: partnerUserId,
  nick: z.optional(z.string().check(z.minLength(1), z.maxLength(20, { error: '昵称最长20个字' }))),
});
const tqQuery = z.looseObject({ uid: partnerUserId });

/**
 * The development partner: what the shopping app and the push-ball platform would do on their side,
 * so the whole flow runs on one machine. GET /api/dev/partner/jd-ticket?pin=&nick= and
 * GET /api/dev/partner/tq-sign?uid=. Never mounted in production (partnerRoutes).
 */
export function partnerDevRoutes(app: FastifyInstance, deps: { clock: Clock; secret: string }) {
  app.get('/api/dev/partner/jd-ticket', (request, reply) => {
    const parsed = parse(jdQuery, request.query);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    const { pin, nick } = parsed.data;
    const { ticket, expiresAt } = signJdTicket(deps.secret, { pin, nick });
    return ok({ pin, ticket, expiresAt }, deps.clock.now());
  });

  app.get('/api/dev/partner/tq-sign', (request, reply) => {
    const parsed = parse(tqQuery, request.query);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    const { sign, expiresAt } = signTq(deps.secret, parsed.data.uid);
    return ok({ uid: parsed.data.uid, sign, expiresAt }, deps.clock.now());
  });
}
