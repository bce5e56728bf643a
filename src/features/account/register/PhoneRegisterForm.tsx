import { useNavigate } from 'react-router-dom';
import { SmsType } from '@contracts/account/session';
import { PhoneCodeFields, useAccountForm } from '../forms';
import {
  checkCode,
  checkNewPassword,
  checkPhone,
  finishLogin,
  firstProblem,
  passwordStrength,
  registerByPhone,
} from '../session';
import { PasswordAndSubmit } from './PasswordAndSubmit';

/** Phone, SMS code (type 47) and a password, so the fan can later log in either way. */
export function PhoneRegisterForm() {
  const navigate = useNavigate();
  const form = useAccountForm({ phone: '', code: '', password: '', confirm: '' });
  const { phone, code, password, confirm } = form.values;

  const submit = form.submit(
    () => firstProblem(checkPhone(phone), checkCode(code), checkNewPassword(password, confirm)),
    async () => {
      const result = await registerByPhone(phone, code, password, passwordStrength(password));
      void navigate(finishLogin(result), { replace: true });
    },
  );

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <PhoneCodeFields
        phone={form.field('phone')}
        code={form.field('code')}
        testIds={{ phone: 'register-phone', code: 'register-code' }}
        sms={{ type: SmsType.register }}
      />
      <PasswordAndSubmit form={form} />
    </form>
  );
}
