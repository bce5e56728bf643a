import { nickNameFrom } from '../../../../contracts/account/centre/profile';
import { PARTNER_REFUSAL_CODES as P } from '../../../../contracts/account/partner';
import { PartnerMessages, type PartnerId } from '../../../../contracts/account/partner';
import { COMMON_REFUSAL_CODES } from '../../../../contracts/refusals';
import type { Database } from '../../../db/database';
import { limiter } from '../../../platform/limiter';
import { done, refused, type Outcome, type Refusal } from '../../../platform/refusals';
import { linkedUser, spendTicket } from './links';
import { PARTNER_FAILURES_PER_IP, PARTNER_LOCKOUT_MS, type PartnerSettings } from './settings';
import { verifyJdTicket, verifyTqSign } from './signing';

const refusals = {
  jd: {
    invalid: { status: 400, code: P.jd.invalid, msg: PartnerMessages.ticketInvalid },
    expired: { status: 400, code: P.jd.expired, msg: PartnerMessages.ticketExpired },
    used: { status: 409, code: P.jd.used, msg: PartnerMessages.ticketUsed },
  },
  tq: {
    invalid: { status: 400, code: P.tq.invalid, msg: PartnerMessages.signInvalid },
    expired: { status: 400, code: P.tq.expired, msg: PartnerMessages.signExpired },
    used: { status: 409, code: P.tq.used, msg: PartnerMessages.signUsed },
  },
} as const satisfies Record<PartnerId, Record<string, Refusal>>;

const ipCapped: Refusal = {
  status: 429,
  code: COMMON_REFUSAL_CODES.tooManyRequests,
  msg: `登录尝试过于频繁，请${PARTNER_LOCKOUT_MS / 60_000}分钟后再试`,
};

/**
 * The rules of partner login: the partner's MAC is verified, the ticket (or sign) is spent once, and
 * the linked fan is found or created. Every failure counts against the caller's IP. Each answers our
 * user id; the session is the route's.
 */
export function partnerService(db: Database, settings: PartnerSettings) {
  const failures = limiter({
    limit: PARTNER_FAILURES_PER_IP,
    windowMs: PARTNER_LOCKOUT_MS,
    lockMs: PARTNER_LOCKOUT_MS,
  });
  const failed = (ip: string, refusal: Refusal) => {
    failures.hit(ip);
    return refused(refusal);
  };

  return {
    async jdLogin(ticket: string, ip: string): Promise<Outcome<number>> {
      if (failures.lockedFor(ip) > 0) return refused(ipCapped);
      const checked = verifyJdTicket(settings.secret, ticket);
      if (!checked.ok) return failed(ip, refusals.jd[checked.reason]);
      const { pin, nick, nonce, exp } = checked.value;
      if (!(await spendTicket(db, 'jd', nonce, exp))) return failed(ip, refusals.jd.used);
      return done(await linkedUser(db, 'jd', pin, partnerNickName('jd', pin, nick)));
    },

    async tqLogin(uid: string, sign: string, ip: string): Promise<Outcome<number>> {
      if (failures.lockedFor(ip) > 0) return refused(ipCapped);
      const checked = verifyTqSign(settings.secret, uid, sign);
      if (!checked.ok) return failed(ip, refusals.tq[checked.reason]);
      const { ts, expiresAt } = checked.value;
      if (!(await spendTicket(db, 'tq', `${uid}:${ts}`, expiresAt)))
        return failed(ip, refusals.tq.used);
      return done(await linkedUser(db, 'tq', uid, partnerNickName('tq', uid)));
    },
  };
}

/**
 * The nickname of a new partner fan. The partner's name for them goes through the same rule as a
 * name typed in the app (contracts/account/centre/profile.ts nickNameFrom: the allowed characters, 2 to 12 of
 * them, no staff words, not a phone number); when nothing usable is left, or the partner gave none,
 * one is made up that never shows the partner id whole.
 */
export function partnerNickName(partner: PartnerId, partnerUserId: string, nick?: string): string {
  const given = nick === undefined ? null : nickNameFrom(nick);
  if (given) return given;
  const prefix = partner === 'jd' ? '京东用户' : '推球用户';
  return `${prefix}${partnerUserId.slice(-4)}`;
}
