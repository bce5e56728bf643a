import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SmsType } from '@contracts/accounts';
import { checkCode, checkPhone, finishLogin, firstProblem, loginBySms } from '../session';
import { SmsCodeButton } from '../sms/SmsCodeButton';
import { FormError, SubmitButton, TextField } from './fields';
import { useSubmit } from './useSubmit';

/** Phone and SMS code (type 51): logs in, or registers a phone the server does not know yet. */
export function SmsLoginForm() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const { busy, error, setError, run } = useSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstProblem(checkPhone(phone), checkCode(code));
    if (problem) return setError(problem);
    void run(async () => {
      const target = finishLogin(await loginBySms(phone, code));
      void navigate(target, { replace: true });
    });
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField
        label="手机号"
        testId="login-phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="请输入手机号"
        maxLength={11}
        value={phone}
        onChange={(v) => {
          setPhone(v.trim());
          setError(null);
        }}
      />
      <TextField
        label="验证码"
        testId="login-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="6位验证码"
        maxLength={6}
        value={code}
        onChange={(v) => {
          setCode(v.trim());
          setError(null);
        }}
        trailing={
          <SmsCodeButton
            type={SmsType.loginOrRegister}
            phone={phone}
            className="auth-field__send"
          />
        }
      />
      <p className="auth-hint">未注册的手机号验证后将自动创建账号</p>
      <FormError message={error} />
      <SubmitButton label="登录" busyLabel="登录中…" busy={busy} testId="login-submit" />
    </form>
  );
}
