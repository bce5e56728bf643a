import { useNavigate } from 'react-router-dom';
import { SmsType } from '@contracts/account/session';
import { isLoggedIn } from '@shared/session';
import { showToast } from '@shared/overlays';
import { PageHeader } from '@shared/ui';
import {
  AccountOrPhoneField,
  FormFooter,
  NewPasswordFields,
  SmsCodeField,
  useAccountForm,
} from '../forms';
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
import '../login/auth.css';

/**
 * Password retrieval (product-spec §2 `retrieve`; SMS type 52, the value may be an account): the code
 * goes to the phone bound to the account. The server ends every session of the account; a fan who was
 * logged in here is logged out too, and login opens with the account filled in.
 */
export default function RetrievePage() {
  const navigate = useNavigate();
  const form = useAccountForm({ account: '', code: '', password: '', confirm: '' });
  const { account, code, password, confirm } = form.values;

  const submit = form.submit(
    () =>
      firstProblem(
        checkAccountOrPhone(account),
        checkCode(code),
        checkNewPassword(password, confirm),
      ),
    async () => {
      await retrievePassword(account, code, password, passwordStrength(password));
      // Whoever was logged in here starts again with the new password.
      if (isLoggedIn()) await logout();
      void showToast('密码已重置，请使用新密码登录');
      void navigate(loginPathKeepingTarget(), {
        replace: true,
        state: { account: account.trim() },
      });
    },
  );

  return (
    <div className="page auth-page" data-testid="retrieve-page">
      <PageHeader title="找回密码" />
      <div className="auth-body">
        <p className="auth-intro">输入账号或手机号，验证码将发送至账号绑定的手机号</p>
        <form className="auth-form" onSubmit={submit} noValidate>
          <AccountOrPhoneField {...form.field('account')} testId="retrieve-account" />
          <SmsCodeField
            {...form.field('code')}
            testId="retrieve-code"
            sms={{ type: SmsType.retrievePassword, phone: account }}
          />
          <NewPasswordFields
            password={form.field('password')}
            confirm={form.field('confirm')}
            testIds={{ password: 'retrieve-password', confirm: 'retrieve-password-confirm' }}
            replacing
          />
          <FormFooter form={form} label="重置密码" busyLabel="提交中…" testId="retrieve-submit" />
        </form>
      </div>
    </div>
  );
}
