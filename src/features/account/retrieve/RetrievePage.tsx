import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SmsType } from '@contracts/accounts';
import { isLoggedIn } from '@shared/session';
import { showToast } from '@shared/overlays';
import { PageHeader } from '@shared/ui';
import { FormError, PasswordField, SubmitButton, TextField } from '../login/fields';
import { useSubmit } from '../login/useSubmit';
import { PasswordStrengthMeter } from '../register/PasswordStrengthMeter';
import {
  checkAccountOrPhone,
  checkCode,
  checkNewPassword,
  firstProblem,
  loginPathKeepingTarget,
  logout,
  passwordStrength,
  retrievePassword,
} from '../session';
import { SmsCodeButton } from '../sms/SmsCodeButton';
import '../login/auth.css';

/**
 * Password retrieval (product-spec §2 `retrieve`; SMS type 52, the value may be an account): the code
 * goes to the phone bound to the account. The server ends every session of the account; a fan who was
 * logged in here is logged out too, and login opens with the account filled in.
 */
export default function RetrievePage() {
  const navigate = useNavigate();
  const [account, setAccount] = useState('');
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
      checkAccountOrPhone(account),
      checkCode(code),
      checkNewPassword(password, confirm),
    );
    if (problem) return setError(problem);
    void run(async () => {
      await retrievePassword(account, code, password, passwordStrength(password));
      // Whoever was logged in here starts again with the new password.
      if (isLoggedIn()) await logout();
      void showToast('密码已重置，请使用新密码登录');
      void navigate(loginPathKeepingTarget(), {
        replace: true,
        state: { account: account.trim() },
      });
    });
  };

  return (
    <div className="page auth-page" data-testid="retrieve-page">
      <PageHeader title="找回密码" />
      <div className="auth-body">
        <p className="auth-intro">输入账号或手机号，验证码将发送至账号绑定的手机号</p>
        <form className="auth-form" onSubmit={submit} noValidate>
          <TextField
            label="账号"
            testId="retrieve-account"
            placeholder="账号或手机号"
            autoComplete="username"
            maxLength={32}
            value={account}
            onChange={edit((v) => setAccount(v.trim()))}
          />
          <TextField
            label="验证码"
            testId="retrieve-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="6位验证码"
            maxLength={6}
            value={code}
            onChange={edit((v) => setCode(v.trim()))}
            trailing={
              <SmsCodeButton
                type={SmsType.retrievePassword}
                phone={account}
                className="auth-field__send"
              />
            }
          />
          <PasswordField
            label="新密码"
            testId="retrieve-password"
            placeholder="6-20位新密码"
            autoComplete="new-password"
            value={password}
            onChange={edit(setPassword)}
          />
          <PasswordField
            label="确认密码"
            testId="retrieve-password-confirm"
            placeholder="再次输入新密码"
            autoComplete="new-password"
            value={confirm}
            onChange={edit(setConfirm)}
          />
          <PasswordStrengthMeter password={password} />
          <FormError message={error} />
          <SubmitButton label="重置密码" busyLabel="提交中…" busy={busy} testId="retrieve-submit" />
        </form>
      </div>
    </div>
  );
}
