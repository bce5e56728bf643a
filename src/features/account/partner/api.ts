import {
  DEFAULT_PARTNER_CURRENCY,
  partnerJdLogin,
  partnerTqLogin,
  type PartnerLoginResult,
} from '@contracts/account/partner';
import { call } from '@shared/http';

/** The shopping app's ticket, passed on untouched (docs/api.md "Partner login"). */
export function jdTicketLogin(
  ticket: string,
  currency: number = DEFAULT_PARTNER_CURRENCY,
): Promise<PartnerLoginResult> {
  return call(partnerJdLogin, { ticket, currency });
}

/** The push-ball platform's uid and sign. */
export function tqSignLogin(uid: string, sign: string): Promise<PartnerLoginResult> {
  return call(partnerTqLogin, { uid, sign });
}
