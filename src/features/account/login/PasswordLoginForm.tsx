import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  checkAccountOrPhone,
  finishLogin,
  firstProblem,
  FormMessages,
  loginByPassword,
} from '../session';
import { FormError, PasswordField, SubmitButton, TextField } from './fields';
import { useSubmit } from './useSubmit';

/** Account (or bound phone) and password. */
export function PasswordLoginForm({ initialAccount = '' }: { initialAccount?: string }) {
  const navigate = useNavigate();
  const [account, setAccount] = useState(initialAccount);
  const [password, setPassword] = useState('');
  const { busy, error, setError, run } = useSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstProblem(
      checkAccountOrPhone(account),
      password ? null : FormMessages.passwordRequired,
    );
    if (problem) return setError(problem);
    void run(async () => {
      const target = finishLogin(await loginByPassword(account, password));
      void navigate(target, { replace: true });
    });
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField
        label="账号"
        testId="login-account"
        placeholder="账号或手机号"
        autoComplete="username"
        maxLength={32}
        value={account}
        onChange={(v) => {
          setAccount(v);
          setError(null);
        }}
      />
      <PasswordField
        label="密码"
        testId="login-password"
        placeholder="请输入密码"
        autoComplete="current-password"
        maxLength={20}
        value={password}
        onChange={(v) => {
          setPassword(v);
          setError(null);
        }}
      />
      <FormError message={error} />
      <SubmitButton label="登录" busyLabel="登录中…" busy={busy} testId="login-submit" />
    </form>
  );
}
