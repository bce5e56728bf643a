import { isAxiosError, isCancel } from 'axios';
import type { SmsType } from '@contracts/accounts';
import { ApiError, http } from '@shared/http';

export const SMS_SEND_PATH = '/api/uc/sms/send';

/**
 * POSTs a body and resolves with the raw response envelope, whatever its status: the SMS rule of
 * product-spec §5 reads `success`/`isSuccess` itself. Rejects only when no answer came (ApiError
 * network, timeout or cancelled). The centre's own send calls can use it too.
 */
export async function postForEnvelope(
  path: string,
  body: Record<string, unknown>,
): Promise<unknown> {
  try {
    const response = await http.request<unknown>({ url: path, method: 'POST', data: body });
    return response.data;
  } catch (error) {
    if (isCancel(error)) throw new ApiError('cancelled', { path });
    if (isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT'))
      throw new ApiError('timeout', { path });
    throw new ApiError('network', { path });
  }
}

/** POST /api/uc/sms/send {phone, type, captchaTicket}; type 49 may leave the phone out. */
export function postSmsSend(phone: string, type: SmsType, captchaTicket: string): Promise<unknown> {
  return postForEnvelope(SMS_SEND_PATH, {
    ...(phone === '' ? {} : { phone }),
    type,
    captchaTicket,
  });
}
