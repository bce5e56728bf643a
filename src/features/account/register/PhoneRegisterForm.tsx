import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SmsType } from '@contracts/accounts';
import { FormError, PasswordField, SubmitButton, TextField } from '../login/fields';
import { useSubmit } from '../login/useSubmit';
import {
  checkCode,
  checkNewPassword,
  checkPhone,
  finishLogin,
  firstProblem,
  passwordStrength,
  registerByPhone,
} from '../session';
import { SmsCodeButton } from '../sms/SmsCodeButton';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

/** Phone, SMS code (type 47) and a password, so the fan can later log in either way. */
export function PhoneRegisterForm() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, error, setError, run } = useSubmit();
  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstProblem(
      checkPhone(phone),
      checkCode(code),
      checkNewPassword(password, confirm),
    );
    if (problem) return setError(problem);
    void run(async () => {
      const result = await registerByPhone(phone, code, password, passwordStrength(password));
      void navigate(finishLogin(result), { replace: true });
    });
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField
        label="手机号"
        testId="register-phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="请输入手机号"
        maxLength={11}
        value={phone}
        onChange={edit((v) => setPhone(v.trim()))}
      />
      <TextField
        label="验证码"
        testId="register-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="6位验证码"
        maxLength={6}
        value={code}
        onChange={edit((v) => setCode(v.trim()))}
        trailing={
          <SmsCodeButton type={SmsType.register} phone={phone} className="auth-field__send" />
        }
      />
      <PasswordField
        label="密码"
        testId="register-password"
        placeholder="6-20位密码"
        autoComplete="new-password"
        value={password}
        onChange={edit(setPassword)}
      />
      <PasswordField
        label="确认密码"
        testId="register-password-confirm"
        placeholder="再次输入密码"
        autoComplete="new-password"
        value={confirm}
        onChange={edit(setConfirm)}
      />
      <PasswordStrengthMeter password={password} />
      <FormError message={error} />
      <SubmitButton label="注册" busyLabel="注册中…" busy={busy} testId="register-submit" />
    </form>
  );
}
