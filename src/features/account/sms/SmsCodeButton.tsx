import { smsButtonText } from './rules';
import { sendSmsCode } from './send';
import { useSmsCentres } from './store';
import './sms.css';
import { SMS_COUNTER_IDLE } from './timings';

export interface SmsCodeButtonProps {
  type: 47 | 48 | 49 | 50 | 51 | 52;
  phone: string;
  /** The call for another endpoint; resolves with the response envelope (see sendSmsCode). */
  send?: (phone: string, captchaTicket: string) => Promise<unknown>;
  className?: string;
}

/** 获取验证码, then 60s后重发 … 1s后重发 while the type's centre counts down. */
export function SmsCodeButton({ type, phone, send, className }: SmsCodeButtonProps) {
  const wait = useSmsCentres((s) => s.wait[type]);
  const sending = useSmsCentres((s) => s.sending[type]);
  const counting = wait !== SMS_COUNTER_IDLE;
  return (
    <button
      type="button"
      className={`sms-send${counting ? ' is-counting' : ''}${className ? ` ${className}` : ''}`}
      data-testid="sms-send"
      disabled={counting || sending}
      aria-busy={sending}
      onClick={() => void sendSmsCode({ type, phone, send })}
    >
      {smsButtonText(wait)}
    </button>
  );
}
