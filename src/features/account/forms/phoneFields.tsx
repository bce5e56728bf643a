import { SmsCodeButton, type SmsCodeButtonProps } from '../sms';
import { TextField } from './fields';
import type { FieldBinding } from './useAccountForm';

/** An 11-digit phone row. Spaces are dropped as typed: a phone never has them. */
export function PhoneField(props: FieldBinding & { testId: string; label?: string }) {
  return (
    <TextField
      label={props.label ?? '手机号'}
      testId={props.testId}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="请输入手机号"
      maxLength={11}
      value={props.value}
      onChange={(v) => props.onChange(v.trim())}
    />
  );
}

/** The login name or the bound phone (login, retrieval). Spaces are dropped: neither has them. */
export function AccountOrPhoneField(props: FieldBinding & { testId: string }) {
  return (
    <TextField
      label="账号"
      testId={props.testId}
      placeholder="账号或手机号"
      autoComplete="username"
      maxLength={32}
      value={props.value}
      onChange={(v) => props.onChange(v.trim())}
    />
  );
}

/** Which SMS code the send button asks for, and for which phone (or account). */
export type SmsRequest = Pick<SmsCodeButtonProps, 'type' | 'phone' | 'send'>;

/** The 6-digit SMS code row, with its send button (captcha, then countdown) at the end. */
export function SmsCodeField(
  props: FieldBinding & { testId: string; sms: SmsRequest; placeholder?: string },
) {
  return (
    <TextField
      label="验证码"
      testId={props.testId}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={props.placeholder ?? '6位验证码'}
      maxLength={6}
      value={props.value}
      onChange={(v) => props.onChange(v.trim())}
      trailing={<SmsCodeButton {...props.sms} className="auth-field__send" />}
    />
  );
}

/** A phone and the code sent to it: the pair of login by SMS, phone registration and a new phone. */
export function PhoneCodeFields(props: {
  phone: FieldBinding;
  code: FieldBinding;
  testIds: { phone: string; code: string };
  sms: Omit<SmsRequest, 'phone'>;
  phoneLabel?: string;
  codePlaceholder?: string;
}) {
  return (
    <>
      <PhoneField {...props.phone} testId={props.testIds.phone} label={props.phoneLabel} />
      <SmsCodeField
        {...props.code}
        testId={props.testIds.code}
        placeholder={props.codePlaceholder}
        sms={{ ...props.sms, phone: props.phone.value }}
      />
    </>
  );
}
