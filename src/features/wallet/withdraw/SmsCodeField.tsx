import { sendWithdrawSms } from './sendCode';
import { useWithdrawSms, WITHDRAW_SMS_IDLE } from './smsCentre';

/** The SMS code and 获取验证码, then 60s后重发 … 1s后重发, and where the code went. */
export function SmsCodeField({
  value,
  onChange,
  phone,
}: {
  value: string;
  onChange: (raw: string) => void;
  /** The member's bound phone, masked: where the code will go. */
  phone: string;
}) {
  const { wait, sending, sentTo } = useWithdrawSms();
  const counting = wait !== WITHDRAW_SMS_IDLE;
  return (
    <section className="wallet-section">
      <h2 className="wallet-section__title">短信验证</h2>
      <div className="wd-code">
        <input
          className="wd-code__input"
          data-testid="withdraw-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="请输入验证码"
          aria-label="短信验证码"
          maxLength={6}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className={`wd-code__send${counting ? ' is-counting' : ''}`}
          data-testid="withdraw-send-code"
          disabled={counting || sending}
          aria-busy={sending}
          onClick={() => void sendWithdrawSms()}
        >
          {counting ? `${wait}s后重发` : '获取验证码'}
        </button>
      </div>
      <p className="wd-hint" data-testid="withdraw-code-hint">
        {sentTo ? `验证码已发送至 ${sentTo}` : `验证码将发送至 ${phone}`}
      </p>
    </section>
  );
}
