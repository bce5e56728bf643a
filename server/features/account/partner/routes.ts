import {
  DEFAULT_PARTNER_CURRENCY,
  devPartnerJdTicket,
  devPartnerTqSign,
  partnerJdLogin,
  partnerTqLogin,
} from '../../../../contracts/account/partner';
import type { Database } from '../../../db/database';
import { done } from '../../../platform/refusals';
import type { Router } from '../../../platform/route';
import { logIn } from '../session';
import { partnerService } from './service';
import type { PartnerSettings } from './settings';
import { signJdTicket, signTq } from './signing';

interface PartnerDeps {
  db: Database;
  production: boolean;
  /** The development doors are open (MATCHDAY_DEV_API=1): the stand-in partners sign tickets. */
  devApi: boolean;
  settings: PartnerSettings;
}

/**
 * Partner login (issue 5 item 6, docs/api.md "Partner login"): POST /api/partner/jd/login {ticket,
 * currency} and POST /api/partner/tq/login {uid, sign}. Each answers like any login (token in data and
 * cookie) once ./service.ts has accepted the partner's word. With the development doors open the
 * development partner that signs them is mounted too: what the shopping app and the push-ball platform would do
 * on their side, so the whole flow runs on one machine.
 */
export function partnerRoutes(route: Router, deps: PartnerDeps): void {
  const { db, production } = deps;
  const { settings } = deps;
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

  if (!deps.devApi) return;
  route(devPartnerJdTicket, ({ pin, nick }) => {
    const { ticket, expiresAt } = signJdTicket(settings.secret, { pin, nick });
    return done({ pin, ticket, expiresAt });
  });
  route(devPartnerTqSign, ({ uid }) => {
    const { sign, expiresAt } = signTq(settings.secret, uid);
    return done({ uid, sign, expiresAt });
  });
}
