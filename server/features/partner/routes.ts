import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_PARTNER_CURRENCY,
  devPartnerJdTicket,
  devPartnerTqSign,
  partnerJdLogin,
  partnerTqLogin,
} from '../../../contracts/partnerLogin';
import type { Database } from '../../db/database';
import { done } from '../../platform/refusals';
import type { Router } from '../../platform/route';
import { logIn } from '../accounts';
import { partnerService } from './service';
import { DEV_PARTNER_SECRET, readPartnerSettings, type PartnerSettings } from './settings';
import { signJdTicket, signTq } from './signing';

interface PartnerDeps {
  db: Database;
  log: FastifyBaseLogger;
  production: boolean;
  settings?: PartnerSettings;
}

/**
 * Partner login (issue 5 item 6, docs/api.md "Partner login"): POST /api/partner/jd/login {ticket,
 * currency} and POST /api/partner/tq/login {uid, sign}. Each answers like any login (token in data and
 * cookie) once ./service.ts has accepted the partner's word. Outside production the development
 * partner that signs them is mounted too: what the shopping app and the push-ball platform would do
 * on their side, so the whole flow runs on one machine.
 */
export function partnerRoutes(route: Router, deps: PartnerDeps): void {
  const { db, production } = deps;
  const settings = deps.settings ?? readPartnerSettings();
  if (production && settings.secret === DEV_PARTNER_SECRET)
    deps.log.warn('PARTNER_SECRET is the development default; set it for production');
  const partners = partnerService(db, settings);

  route(partnerJdLogin, async ({ ticket, currency }, { request, reply }) => {
    const fan = await partners.jdLogin(ticket, request.ip);
    if (!fan.ok) return fan;
    const session = await logIn(db, reply, fan.data, { production });
    return done({ ...session, partner: 'jd', currency: currency ?? DEFAULT_PARTNER_CURRENCY });
  });

  route(partnerTqLogin, async ({ uid, sign }, { request, reply }) => {
    const fan = await partners.tqLogin(uid, sign, request.ip);
    if (!fan.ok) return fan;
    const session = await logIn(db, reply, fan.data, { production });
    return done({ ...session, partner: 'tq', currency: DEFAULT_PARTNER_CURRENCY });
  });

  if (production) return;
  route(devPartnerJdTicket, ({ pin, nick }) => {
    const { ticket, expiresAt } = signJdTicket(settings.secret, { pin, nick });
    return done({ pin, ticket, expiresAt });
  });
  route(devPartnerTqSign, ({ uid }) => {
    const { sign, expiresAt } = signTq(settings.secret, uid);
    return done({ uid, sign, expiresAt });
  });
}
