import { useNavigate } from 'react-router-dom';
import { TextField, trimmed, useAccountForm } from '../forms';
import {
  checkNewAccount,
  checkNewPassword,
  finishLogin,
  firstProblem,
  passwordStrength,
  registerByAccount,
} from '../session';
import { openSliderCaptcha } from '../captcha';
import { PasswordAndSubmit } from './PasswordAndSubmit';

/** A login name and a password, no phone needed. */
export function AccountRegisterForm() {
  const navigate = useNavigate();
  const form = useAccountForm({ account: '', password: '', confirm: '' });
  const { account, password, confirm } = form.values;

  const submit = form.submit(
    () => firstProblem(checkNewAccount(account), checkNewPassword(password, confirm)),
    async () => {
      // A name costs no SMS code, so the slider stands for a person here (closed: nothing sent).
      const ticket = await openSliderCaptcha();
      if (ticket === null) return;
      const result = await registerByAccount(account, password, passwordStrength(password), ticket);
      void navigate(finishLogin(result), { replace: true });
    },
  );

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField
        {...form.field('account', trimmed)}
        label="账号"
        testId="register-account"
        placeholder="4-20位字母、数字或下划线"
        autoComplete="username"
        maxLength={20}
      />
      <PasswordAndSubmit form={form} />
    </form>
  );
}
