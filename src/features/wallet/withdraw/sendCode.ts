import { failureText } from '@shared/http';
import { showToast } from '@shared/overlays';
import { sendCode } from './api';
import {
  isWithdrawSmsSendable,
  setWithdrawSmsSending,
  startWithdrawSmsCountdown,
} from './smsCentre';

/**
 * 获取验证码: only while the centre is sendable and no send is on its way (a second tap does
 * nothing); a success starts the countdown, a refusal (the server's own 60 s limit, no phone…) is a
 * toast with the server's words. Resolves true when a code went out.
 */
export async function sendWithdrawSms(): Promise<boolean> {
  if (!isWithdrawSmsSendable()) return false;
  setWithdrawSmsSending(true);
  try {
    const { phone } = await sendCode();
    startWithdrawSmsCountdown(phone);
    return true;
  } catch (error) {
    void showToast(failureText(error, '验证码发送失败，请稍后重试'));
    return false;
  } finally {
    setWithdrawSmsSending(false);
  }
}
