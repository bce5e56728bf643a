import { useNavigate } from 'react-router-dom';
import { SmsType } from '@contracts/account/session';
import { FormFooter, PhoneCodeFields, useAccountForm } from '../forms';
import { checkCode, checkPhone, finishLogin, firstProblem, loginBySms } from '../session';

/** Phone and SMS code (type 51): logs in, or registers a phone the server does not know yet. */
export function SmsLoginForm() {
  const navigate = useNavigate();
  const form = useAccountForm({ phone: '', code: '' });
  const { phone, code } = form.values;

  const submit = form.submit(
    () => firstProblem(checkPhone(phone), checkCode(code)),
    async () => {
      const target = finishLogin(await loginBySms(phone, code));
      void navigate(target, { replace: true });
    },
  );

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <PhoneCodeFields
        phone={form.field('phone')}
        code={form.field('code')}
        testIds={{ phone: 'login-phone', code: 'login-code' }}
        sms={{ type: SmsType.loginOrRegister }}
      />
      <p className="auth-hint">未注册的手机号验证后将自动创建账号</p>
      <FormFooter form={form} label="登录" busyLabel="登录中…" testId="login-submit" />
    </form>
  );
}
