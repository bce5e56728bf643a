import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod/mini';
import { PARTNER_NICK_MAX, PARTNER_USER_ID_PATTERN } from '../../../../contracts/account/partner';
import { PARTNER_CLOCK_SKEW_MS, PARTNER_TICKET_TTL_MS } from './settings';

/**
 * What the simulated partners sign and how we check it (docs/decisions/login.md):
 *
 * - Shopping-app ticket: `v1.<payload>.<mac>`, payload = base64url JSON `{pin, nick?, iat, exp,
 *   nonce}`, mac = base64url HMAC-SHA256(secret, "jd.v1." + payload).
 * - Push-ball sign: `<ts>.<hex>`, hex = HMAC-SHA256(secret, "tq:" + uid + ":" + ts), ts in ms.
 *
 * MACs are compared with timingSafeEqual on equal-length buffers. Times are real time (Date.now()).
 */

export type Verified<T> = { ok: true; value: T } | { ok: false; reason: 'invalid' | 'expired' };

const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const B64URL = /^[A-Za-z0-9_-]+$/;
const MAC_BYTES = 32;

const ticketPayloadSchema = z.object({
  pin: z.string().check(z.regex(PARTNER_USER_ID_PATTERN)),
  // The partner's text: made into a nickname by our rule at login (service.ts), never a reason to
  // refuse the ticket, as long as it is not absurdly long.
  nick: z.optional(z.string().check(z.maxLength(PARTNER_NICK_MAX))),
  iat: z.int(),
  exp: z.int(),
  nonce: z.string().check(z.regex(NONCE_PATTERN)),
});
export type TicketPayload = z.infer<typeof ticketPayloadSchema>;

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();

/** Equal-length buffers compared in constant time; different lengths are simply unequal. */
function sameMac(given: Buffer, expected: Buffer): boolean {
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Signs a ticket as the development shopping app does. */
export function signJdTicket(
  secret: string,
  fan: { pin: string; nick?: string },
  now = Date.now(),
): { ticket: string; expiresAt: number } {
  const payload: TicketPayload = {
    pin: fan.pin,
    ...(fan.nick ? { nick: fan.nick } : {}),
    iat: now,
    exp: now + PARTNER_TICKET_TTL_MS,
    nonce: randomBytes(18).toString('base64url'),
  };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const sig = mac(secret, `jd.v1.${encoded}`).toString('base64url');
  return { ticket: `v1.${encoded}.${sig}`, expiresAt: payload.exp };
}

/** The ticket's payload when its MAC is right and it has not expired. */
export function verifyJdTicket(
  secret: string,
  ticket: string,
  now = Date.now(),
): Verified<TicketPayload> {
  const parts = ticket.split('.');
  const [version, encoded, sig] = parts;
  if (parts.length !== 3 || version !== 'v1' || !encoded || !sig) return invalid;
  if (!B64URL.test(encoded) || !B64URL.test(sig)) return invalid;
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== MAC_BYTES || !sameMac(given, mac(secret, `jd.v1.${encoded}`)))
    return invalid;
  // Only a payload we signed is parsed at all.
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return invalid;
  }
  const payload = ticketPayloadSchema.safeParse(json);
  if (!payload.success) return invalid;
  const { iat, exp } = payload.data;
  if (exp - iat > PARTNER_TICKET_TTL_MS || iat > now + PARTNER_CLOCK_SKEW_MS) return invalid;
  if (exp <= now) return { ok: false, reason: 'expired' };
  return { ok: true, value: payload.data };
}

const SIGN_PATTERN = /^(\d{13})\.([0-9a-f]{64})$/;

/** Signs a uid as the development push-ball platform does. */
export function signTq(
  secret: string,
  uid: string,
  now = Date.now(),
): { sign: string; expiresAt: number } {
  const hex = mac(secret, `tq:${uid}:${now}`).toString('hex');
  return { sign: `${now}.${hex}`, expiresAt: now + PARTNER_TICKET_TTL_MS };
}

/** The sign's time and expiry when it was made for this uid with our secret and is still fresh. */
export function verifyTqSign(
  secret: string,
  uid: string,
  sign: string,
  now = Date.now(),
): Verified<{ ts: number; expiresAt: number }> {
  const match = SIGN_PATTERN.exec(sign);
  if (!match?.[1] || !match[2]) return invalid;
  const ts = Number(match[1]);
  if (!sameMac(Buffer.from(match[2], 'hex'), mac(secret, `tq:${uid}:${ts}`))) return invalid;
  if (ts > now + PARTNER_CLOCK_SKEW_MS) return invalid;
  const expiresAt = ts + PARTNER_TICKET_TTL_MS;
  if (expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, value: { ts, expiresAt } };
}

const invalid = { ok: false, reason: 'invalid' } as const;
