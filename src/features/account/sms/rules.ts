import { AccountMessages, PHONE_PATTERN, SmsType } from '@contracts/account/session';
import { envelopeSchema } from '@contracts/envelope';
import { SMS_COUNTER_IDLE } from './timings';

export const SmsTexts = {
  send: '获取验证码',
  sent: '验证码已发送',
  failed: '验证码发送失败，请稍后重试',
} as const;

/**
 * The checks of product-spec §5 "Phone SMS send" that come before the captcha, in order: a phone is
 * required except for type 49 (phone verification); it must be a mobile number except for type 49
 * and type 52 (password retrieval, where the value may be an account). The message, or null.
 */
export function smsSendProblem(type: SmsType, phone: string): string | null {
  const value = phone.trim();
  if (value === '' && type !== SmsType.verifyPhone) return AccountMessages.missingSmsParams;
  if (type === SmsType.verifyPhone || type === SmsType.retrievePassword) return null;
  return PHONE_PATTERN.test(value) ? null : AccountMessages.phoneFormat;
}

/** A send counts only when the response says success or isSuccess (product-spec §5). */
export function isSmsSendSuccess(response: unknown): boolean {
  const envelope = envelopeSchema.safeParse(response);
  return envelope.success && (envelope.data.isSuccess === true || envelope.data.success === true);
}

/** What to tell the fan about a response that is not a success. */
export function smsFailureMessage(response: unknown): string {
  const envelope = envelopeSchema.safeParse(response);
  if (!envelope.success) return SmsTexts.failed;
  return envelope.data.errorMsg || envelope.data.msg || SmsTexts.failed;
}

/** 获取验证码 while sendable (61), otherwise the seconds left: 60s后重发 … 1s后重发. */
export function smsButtonText(wait: number): string {
  return wait >= SMS_COUNTER_IDLE ? SmsTexts.send : `${wait}s后重发`;
}
