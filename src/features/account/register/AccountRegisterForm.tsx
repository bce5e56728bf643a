import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormError, PasswordField, SubmitButton, TextField } from '../login/fields';
import { useSubmit } from '../login/useSubmit';
import {
  checkNewAccount,
  checkNewPassword,
  finishLogin,
  firstProblem,
  passwordStrength,
  registerByAccount,
} from '../session';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

/** A login name and a password, no phone needed. */
export function AccountRegisterForm() {
  const navigate = useNavigate();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, error, setError, run } = useSubmit();
  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstProblem(checkNewAccount(account), checkNewPassword(password, confirm));
    if (problem) return setError(problem);
    void run(async () => {
      const result = await registerByAccount(account, password, passwordStrength(password));
      void navigate(finishLogin(result), { replace: true });
    });
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField
        label="账号"
        testId="register-account"
        placeholder="4-20位字母、数字或下划线"
        autoComplete="username"
        maxLength={20}
        value={account}
        onChange={edit((v) => setAccount(v.trim()))}
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
