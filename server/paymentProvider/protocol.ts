import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The provider's side of the protocol a merchant integrates with (its "SDK"): the notification it
 * sends when a trade is decided, signed with HMAC-SHA256 over the fields in a fixed order with the
 * secret the provider and the merchant share (PAY_NOTIFY_SECRET). A notification whose signature
 * does not match credits nothing.
 */
export interface PayNotice {
  /** The merchant's order id, as the merchant gave it when it opened the trade. */
  orderId: number;
  tradeNo: string;
  /** What the provider collected, in fen. */
  amountFen: number;
  /** paid; failed (the payment was refused); closed (cancelled by the payer, or lapsed unpaid). */
  result: PayResult;
}

export const PAY_RESULTS = ['paid', 'failed', 'closed'] as const;
export type PayResult = (typeof PAY_RESULTS)[number];

export function canonicalNotice(notice: PayNotice): string {
  return [notice.orderId, notice.tradeNo, notice.amountFen, notice.result].join('|');
}

export function signNotice(notice: PayNotice, secret: string): string {
  return createHmac('sha256', secret).update(canonicalNotice(notice)).digest('hex');
}

export function verifyNotice(notice: PayNotice, signature: string, secret: string): boolean {
  const expected = Buffer.from(signNotice(notice, secret), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
