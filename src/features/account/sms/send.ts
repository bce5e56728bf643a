import { AccountMessages, type SmsType } from '@contracts/account/session';
import { failureText } from '@shared/http';
import { showToast } from '@shared/overlays';
import { openSliderCaptcha } from '../captcha';
import { postSmsSend } from './api';
import { isSmsSendSuccess, smsFailureMessage, smsSendProblem, SmsTexts } from './rules';
import { isSmsSendable, isSmsSending, setSmsSending, startSmsCountdown } from './store';

export interface SendSmsCodeOptions {
  type: SmsType;
  /** A phone; for type 52 an account or a phone; for type 49 it may be empty (the fan's own). */
  phone: string;
  /**
   * Sends the code another way (the user centre's own endpoints). It must resolve with the response
   * envelope (`callForEnvelope` does), because only `success`/`isSuccess` counts as success.
   */
  send?: (phone: string, captchaTicket: string) => Promise<unknown>;
}

/**
 * Sends an SMS code as product-spec §5 says: the centre must be sendable (wait 61), then the
 * parameter and phone checks with their messages, then the slider captcha, then the call. Only a
 * response with success or isSuccess counts, and starts the centre's 60 s countdown. Problems are
 * toasts; closing the captcha is silent. Resolves true when a code went out.
 */
export async function sendSmsCode({ type, phone, send }: SendSmsCodeOptions): Promise<boolean> {
  if (isSmsSending(type)) return false;
  if (!isSmsSendable(type)) {
    void showToast(AccountMessages.smsTooFrequent);
    return false;
  }
  const problem = smsSendProblem(type, phone);
  if (problem) {
    void showToast(problem);
    return false;
  }
  setSmsSending(type, true);
  try {
    const ticket = await openSliderCaptcha();
    if (ticket === null) return false;
    const value = phone.trim();
    let response: unknown;
    try {
      response = await (send ? send(value, ticket) : postSmsSend(value, type, ticket));
    } catch (error) {
      void showToast(failureText(error, SmsTexts.failed));
      return false;
    }
    if (!isSmsSendSuccess(response)) {
      void showToast(smsFailureMessage(response));
      return false;
    }
    startSmsCountdown(type);
    void showToast(SmsTexts.sent);
    return true;
  } finally {
    setSmsSending(type, false);
  }
}
