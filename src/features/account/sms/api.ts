import type { Envelope } from '@contracts';
import { ucSmsSend, type SmsType } from '@contracts/account/session';
import { callForEnvelope } from '@shared/http';

/**
 * The send of a code, answered with the envelope as it came, whatever its status: the SMS rule of
 * product-spec §5 reads `success`/`isSuccess` itself. Rejects only when no envelope came back (an
 * ApiError: network, timeout, cancelled, or a body that is not one). Type 49 may leave the phone out.
 */
export function postSmsSend(
  phone: string,
  type: SmsType,
  captchaTicket: string,
): Promise<Envelope> {
  return callForEnvelope(ucSmsSend, {
    ...(phone === '' ? {} : { phone }),
    type,
    captchaTicket,
  });
}
