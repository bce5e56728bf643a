import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The provider's notification signature: HMAC-SHA256 over the notification's fields in a fixed
 * order, with the secret the provider and the server share (PAY_NOTIFY_SECRET). A notification whose
 * signature does not match credits nothing.
 */
export interface PayNotice {
  orderId: number;
  tradeNo: string;
  /** What the provider collected, in fen. */
  amountFen: number;
  result: 'paid' | 'failed';
}

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
