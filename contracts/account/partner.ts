import { z } from 'zod/mini';
import { loginResultSchema } from './session';
import { defineEndpoint } from '../endpoint';
import { int32 } from '../integers';

/**
 * Partner login (issue 5 item 6; product-spec §3 "partner login data: ticket, currency (default 1)",
 * login payloads `uid`, `sign`; §4 "Third-party auto login"; §6 "Channel login"). Two partners log
 * their fans in for us:
 *
 * - the shopping app (channel `jd`) opens the app with a one-time `ticket` it signed;
 * - the push-ball platform (channel `tq`) opens it with the fan's `uid` and a `sign` over it.
 *
 * The formats of ticket and sign are the partner's business: the client passes them on untouched and
 * the server verifies them (docs/decisions/login.md, docs/api.md "Partner login").
 */

/** The partners the companion server knows. */
export const PartnerId = { jd: 'jd', tq: 'tq' } as const;
export type PartnerId = (typeof PartnerId)[keyof typeof PartnerId];

/** `currency` of a shopping-app login when the partner gives none (product-spec §3). */
export const DEFAULT_PARTNER_CURRENCY = 1;

/** A partner's user id: letters, digits, `_` and `-`, at most 64 characters. */
export const PARTNER_USER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The longest nickname a partner may send for its fan. It is the partner's text, not ours: it goes
 * through our nickname rule on the way in (nickNameFrom), and a name the rule cannot use is replaced,
 * never a reason to refuse the fan's login.
 */
export const PARTNER_NICK_MAX = 64;

export const PartnerMessages = {
  ticketMissing: '缺少登录凭证，请从京东App重新进入',
  ticketInvalid: '登录凭证无效，请从京东App重新进入',
  ticketExpired: '登录凭证已过期，请从京东App重新进入',
  ticketUsed: '登录凭证已使用，请从京东App重新进入',
  uidInvalid: '用户标识格式错误',
  signMissing: '缺少登录签名，请从推球App重新进入',
  signInvalid: '登录签名无效，请从推球App重新进入',
  signExpired: '登录签名已过期，请从推球App重新进入',
  signUsed: '登录签名已使用，请从推球App重新进入',
  nickTooLong: `昵称最长${PARTNER_NICK_MAX}个字`,
  currencyInvalid: '币种参数错误',
  badRequest: '请求参数错误',
} as const;

const body = { error: PartnerMessages.badRequest };

/** POST /api/partner/jd/login: the shopping app's ticket and its currency (default 1). */
export const jdTicketLoginRequestSchema = z.object(
  {
    ticket: z
      .string({ error: PartnerMessages.ticketMissing })
      .check(
        z.minLength(1, { error: PartnerMessages.ticketMissing }),
        z.maxLength(2048, { error: PartnerMessages.ticketInvalid }),
      ),
    currency: z.optional(int32({ min: 1, max: 99, error: PartnerMessages.currencyInvalid })),
  },
  body,
);
export type JdTicketLoginRequest = z.infer<typeof jdTicketLoginRequestSchema>;

/** POST /api/partner/tq/login: the push-ball platform's uid and its sign. */
export const tqSignLoginRequestSchema = z.object(
  {
    uid: z
      .string({ error: PartnerMessages.uidInvalid })
      .check(z.regex(PARTNER_USER_ID_PATTERN, { error: PartnerMessages.uidInvalid })),
    sign: z
      .string({ error: PartnerMessages.signMissing })
      .check(
        z.minLength(1, { error: PartnerMessages.signMissing }),
        z.maxLength(256, { error: PartnerMessages.signInvalid }),
      ),
  },
  body,
);
export type TqSignLoginRequest = z.infer<typeof tqSignLoginRequestSchema>;

/** data of a partner login: a session as any login gives, plus the partner and the currency used. */
export const partnerLoginResultSchema = z.object({
  ...loginResultSchema.shape,
  partner: z.enum([PartnerId.jd, PartnerId.tq]),
  currency: int32(),
});
export type PartnerLoginResult = z.infer<typeof partnerLoginResultSchema>;

/** data of the development-only GET /api/dev/partner/jd-ticket?pin=&nick=. */
export const devJdTicketSchema = z.object({
  pin: z.string(),
  ticket: z.string(),
  expiresAt: z.number(),
});
export type DevJdTicket = z.infer<typeof devJdTicketSchema>;

/** data of the development-only GET /api/dev/partner/tq-sign?uid=. */
export const devTqSignSchema = z.object({
  uid: z.string(),
  sign: z.string(),
  expiresAt: z.number(),
});
export type DevTqSign = z.infer<typeof devTqSignSchema>;

// The endpoints of partner login: anyone, since they are how a partner's fan logs in. The
// development partner (what the partners would do on their side) is never mounted in production.

export const partnerJdLogin = defineEndpoint({
  method: 'POST',
  path: '/api/partner/jd/login',
  access: 'anyone',
  input: jdTicketLoginRequestSchema,
  output: partnerLoginResultSchema,
});

export const partnerTqLogin = defineEndpoint({
  method: 'POST',
  path: '/api/partner/tq/login',
  access: 'anyone',
  input: tqSignLoginRequestSchema,
  output: partnerLoginResultSchema,
});

const partnerUserId = z
  .string({ error: PartnerMessages.uidInvalid })
  .check(z.regex(PARTNER_USER_ID_PATTERN, { error: PartnerMessages.uidInvalid }));

/** GET /api/dev/partner/jd-ticket?pin=&nick=: a ticket as the shopping app would sign it. */
export const devPartnerJdTicket = defineEndpoint({
  method: 'GET',
  path: '/api/dev/partner/jd-ticket',
  access: 'anyone',
  input: z.object({
    pin: partnerUserId,
    nick: z.optional(
      z.string().check(z.maxLength(PARTNER_NICK_MAX, { error: PartnerMessages.nickTooLong })),
    ),
  }),
  output: devJdTicketSchema,
});

/** GET /api/dev/partner/tq-sign?uid=: a sign as the push-ball platform would make it. */
export const devPartnerTqSign = defineEndpoint({
  method: 'GET',
  path: '/api/dev/partner/tq-sign',
  access: 'anyone',
  input: z.object({ uid: partnerUserId }),
  output: devTqSignSchema,
});

/** The partner logins' refusal codes: the shopping app's ticket (jd) and Tq's sign (tq). */
export const PARTNER_REFUSAL_CODES = {
  jd: {
    invalid: 'partner_ticket_invalid',
    expired: 'partner_ticket_expired',
    used: 'partner_ticket_used',
  },
  tq: {
    invalid: 'partner_sign_invalid',
    expired: 'partner_sign_expired',
    used: 'partner_sign_used',
  },
} as const;
