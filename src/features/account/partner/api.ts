import {
  DEFAULT_PARTNER_CURRENCY,
  partnerLoginResultSchema,
  type PartnerLoginResult,
} from '@contracts/partnerLogin';
import { call } from '@shared/http';

/** POST /api/partner/jd/login: the shopping app's ticket, passed on untouched (docs/api.md). */
export function jdTicketLogin(
  ticket: string,
  currency: number = DEFAULT_PARTNER_CURRENCY,
): Promise<PartnerLoginResult> {
  return call('/api/partner/jd/login', partnerLoginResultSchema, {
    method: 'POST',
    body: { ticket, currency },
  });
}

/** POST /api/partner/tq/login: the push-ball platform's uid and sign. */
export function tqSignLogin(uid: string, sign: string): Promise<PartnerLoginResult> {
  return call('/api/partner/tq/login', partnerLoginResultSchema, {
    method: 'POST',
    body: { uid, sign },
  });
}
