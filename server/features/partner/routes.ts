import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_PARTNER_CURRENCY,
  jdTicketLoginRequestSchema,
  PartnerMessages,
  tqSignLoginRequestSchema,
  type PartnerId,
} from '../../../contracts/partnerLogin';
import type { Clock } from '../../clock';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import { ok } from '../../platform/envelope';
import { limiter, type Limiter } from '../../platform/limiter';
import { parse, refuse, type Refusal } from '../accounts/replies';
import { openSession } from '../../platform/auth/sessions';
import { SESSION_DAYS } from '../accounts/settings';
import { tokenCookie } from '../../platform/auth/tokens';
import { partnerDevRoutes } from './devRoutes';
import { linkedUser, partnerNickName, spendTicket } from './links';
import {
  DEV_PARTNER_SECRET,
  PARTNER_FAILURES_PER_IP,
  PARTNER_LOCKOUT_MS,
  readPartnerSettings,
  type PartnerSettings,
} from './settings';
import { verifyJdTicket, verifyTqSign } from './signing';

const refusals = {
  jd: {
    invalid: { status: 400, code: 'partner_ticket_invalid', msg: PartnerMessages.ticketInvalid },
    expired: { status: 400, code: 'partner_ticket_expired', msg: PartnerMessages.ticketExpired },
    used: { status: 409, code: 'partner_ticket_used', msg: PartnerMessages.ticketUsed },
  },
  tq: {
    invalid: { status: 400, code: 'partner_sign_invalid', msg: PartnerMessages.signInvalid },
    expired: { status: 400, code: 'partner_sign_expired', msg: PartnerMessages.signExpired },
    used: { status: 409, code: 'partner_sign_used', msg: PartnerMessages.signUsed },
  },
} as const satisfies Record<PartnerId, Record<string, Refusal>>;

const ipCapped: Refusal = {
  status: 429,
  code: 'too_many_requests',
  msg: '登录尝试过于频繁，请15分钟后再试',
};

interface PartnerDeps {
  db: Database;
  clock: Clock;
  config: Pick<ServerConfig, 'production'>;
  settings?: PartnerSettings;
}

/**
 * Partner login (issue 5 item 6, docs/api.md "Partner login"): POST /api/partner/jd/login {ticket,
 * currency} and POST /api/partner/tq/login {uid, sign}. Each verifies the partner's MAC, spends the
 * ticket once, finds or creates the linked user and answers like any login (token in data and cookie).
 * Outside production the development partner that signs them is mounted too (devRoutes.ts).
 */
export function partnerRoutes(app: FastifyInstance, deps: PartnerDeps): void {
  const settings = deps.settings ?? readPartnerSettings();
  const { production } = deps.config;
  if (production && settings.secret === DEV_PARTNER_SECRET)
    app.log.warn('PARTNER_SECRET is the development default; set it for production');
  const failures = limiter({
    limit: PARTNER_FAILURES_PER_IP,
    windowMs: PARTNER_LOCKOUT_MS,
    lockMs: PARTNER_LOCKOUT_MS,
  });

  const login = async (
    reply: FastifyReply,
    partner: PartnerId,
    fan: { partnerUserId: string; nick?: string; currency: number },
  ) => {
    const userId = await linkedUser(
      deps.db,
      partner,
      fan.partnerUserId,
      fan.nick ?? partnerNickName(partner, fan.partnerUserId),
    );
    const token = await openSession(deps.db, userId);
    reply.header('set-cookie', tokenCookie(token, SESSION_DAYS * 24 * 3600, production));
    return ok(
      { token, uuid: String(userId), userId, partner, currency: fan.currency },
      deps.clock.now(),
    );
  };

  app.post('/api/partner/jd/login', async (request, reply) => {
    const parsed = parse(jdTicketLoginRequestSchema, request.body);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    if (failures.lockedFor(request.ip) > 0) return refuse(reply, ipCapped);
    const checked = verifyJdTicket(settings.secret, parsed.data.ticket);
    if (!checked.ok) return fail(failures, request, reply, refusals.jd[checked.reason]);
    const { pin, nick, nonce, exp } = checked.value;
    if (!(await spendTicket(deps.db, 'jd', nonce, exp)))
      return fail(failures, request, reply, refusals.jd.used);
    return login(reply, 'jd', {
      partnerUserId: pin,
      nick,
      currency: parsed.data.currency ?? DEFAULT_PARTNER_CURRENCY,
    });
  });

  app.post('/api/partner/tq/login', async (request, reply) => {
    const parsed = parse(tqSignLoginRequestSchema, request.body);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    if (failures.lockedFor(request.ip) > 0) return refuse(reply, ipCapped);
    const { uid, sign } = parsed.data;
    const checked = verifyTqSign(settings.secret, uid, sign);
    if (!checked.ok) return fail(failures, request, reply, refusals.tq[checked.reason]);
    const { ts, expiresAt } = checked.value;
    if (!(await spendTicket(deps.db, 'tq', `${uid}:${ts}`, expiresAt)))
      return fail(failures, request, reply, refusals.tq.used);
    return login(reply, 'tq', { partnerUserId: uid, currency: DEFAULT_PARTNER_CURRENCY });
  });

  if (!production) partnerDevRoutes(app, { clock: deps.clock, secret: settings.secret });
}

function fail(failures: Limiter, request: FastifyRequest, reply: FastifyReply, refusal: Refusal) {
  failures.hit(request.ip);
  return refuse(reply, refusal);
}
