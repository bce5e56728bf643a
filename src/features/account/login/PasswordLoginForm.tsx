import { useNavigate } from 'react-router-dom';
import { AccountOrPhoneField, FormFooter, PasswordField, useAccountForm } from '../forms';
import {
  checkAccountOrPhone,
  finishLogin,
  firstProblem,
  FormMessages,
  loginByPassword,
} from '../session';

/** Account (or bound phone) and password. */
export function PasswordLoginForm({ initialAccount = '' }: { initialAccount?: string }) {
  const navigate = useNavigate();
  const form = useAccountForm({ account: initialAccount, password: '' });
  const { account, password } = form.values;

  const submit = form.submit(
    () =>
      firstProblem(checkAccountOrPhone(account), password ? null : FormMessages.passwordRequired),
    async () => {
      const target = finishLogin(await loginByPassword(account, password));
      void navigate(target, { replace: true });
    },
  );

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <AccountOrPhoneField {...form.field('account')} testId="login-account" />
      <PasswordField
        {...form.field('password')}
        label="密码"
        testId="login-password"
        placeholder="请输入密码"
        autoComplete="current-password"
        maxLength={20}
      />
      <FormFooter form={form} label="登录" busyLabel="登录中…" testId="login-submit" />
    </form>
  );
}
