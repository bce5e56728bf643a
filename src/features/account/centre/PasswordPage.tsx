import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SmsType } from '@contracts/account/session';
import { showToast } from '@shared/overlays';
import { hrefFor } from '@shared/routes';
import {
  FormFooter,
  NewPasswordFields,
  PasswordField,
  SmsCodeField,
  useAccountForm,
} from '../forms';
import { checkCode, checkNewPassword, firstProblem, passwordStrength } from '../session/rules';
import { changePassword, setFirstPassword, verifyPasswordCode } from './api';
import { passwordSetInfoResource } from './resources';
import { cachedPasswordCode, cachePasswordCode, clearPasswordCode } from './passwordCode';
import { sendPasswordEnvelope } from './smsSenders';
import { refreshUserInfo } from '@shared/session/currentUser';
import { CentrePage, Hint, StateView } from './ui';
import { useResource } from '@shared/resource';

/**
 * Password change or first password (calls-errors-spec §7.10): step 1 proves the bound phone with a
 * type-48 code (verifyCode); the code is kept for step 2, which sends it with the new password (and
 * the old one, when there is one). Passwords are encrypted by the api functions.
 */
export default function PasswordPage() {
  const info = useResource(passwordSetInfoResource);
  const [step, setStep] = useState<'code' | 'password'>('code');
  useEffect(() => clearPasswordCode, []);
  const title = info.data?.passwordSet === 0 ? '设置密码' : '修改密码';
  if (!info.data)
    return (
      <CentrePage title="修改密码" testId="password-page">
        <StateView error={info.error} onRetry={info.reload} />
      </CentrePage>
    );
  const { phone, maskedPhone, passwordSet } = info.data;
  return (
    <CentrePage title={title} testId="password-page">
      {!phone ? (
        <div className="uc-form">
          <Hint>修改密码需要验证手机号，请先绑定手机号。</Hint>
          <Link className="btn btn--primary uc-block" to={hrefFor('user/phone-operation')}>
            去绑定手机号
          </Link>
        </div>
      ) : step === 'code' ? (
        <CodeStep phone={phone} maskedPhone={maskedPhone} onDone={() => setStep('password')} />
      ) : (
        <PasswordStep phone={phone} hasPassword={passwordSet === 1} />
      )}
    </CentrePage>
  );
}

function CodeStep(props: { phone: string; maskedPhone: string; onDone: () => void }) {
  const form = useAccountForm({ code: '' });
  const { code } = form.values;
  const submit = form.submit(
    () => checkCode(code),
    async () => {
      await verifyPasswordCode(props.phone, code.trim());
      cachePasswordCode(code.trim());
      props.onDone();
    },
  );
  return (
    <form className="uc-form" onSubmit={submit} noValidate>
      <Hint>验证码将发送至绑定手机 {props.maskedPhone}</Hint>
      <SmsCodeField
        {...form.field('code')}
        testId="password-code"
        placeholder="请输入6位验证码"
        sms={{ type: SmsType.resetPassword, phone: props.phone, send: sendPasswordEnvelope }}
      />
      <FormFooter form={form} label="下一步" busyLabel="验证中..." testId="password-next" />
    </form>
  );
}

function PasswordStep(props: { phone: string; hasPassword: boolean }) {
  const navigate = useNavigate();
  const form = useAccountForm({ oldPassword: '', password: '', confirm: '' });
  const { oldPassword, password, confirm } = form.values;
  // Not form.submit: the cached code is read once, and the task needs it narrowed to a string.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = cachedPasswordCode();
    const problem = firstProblem(
      props.hasPassword && !oldPassword ? '请输入原密码' : null,
      checkNewPassword(password, confirm),
      props.hasPassword && oldPassword === password ? '新密码不能与原密码相同' : null,
      code ? null : '验证码已失效，请重新获取',
    );
    if (problem || !code) return form.setError(problem);
    const strength = passwordStrength(password);
    void form.run(async () => {
      if (props.hasPassword)
        await changePassword(props.phone, oldPassword, password, code, strength);
      else await setFirstPassword(props.phone, password, code, strength);
      clearPasswordCode();
      await refreshUserInfo().catch(() => undefined);
      void showToast(props.hasPassword ? '密码修改成功' : '密码设置成功');
      void navigate(-1);
    });
  };
  return (
    <form className="uc-form" onSubmit={submit} noValidate>
      {props.hasPassword && (
        <PasswordField
          {...form.field('oldPassword')}
          label="原密码"
          testId="password-old"
          autoComplete="current-password"
          placeholder="请输入原密码"
        />
      )}
      <NewPasswordFields
        password={form.field('password')}
        confirm={form.field('confirm')}
        testIds={{ password: 'password-new', confirm: 'password-confirm' }}
        replacing
      />
      {props.hasPassword && <Hint>修改成功后，其他设备上的登录将失效</Hint>}
      <FormFooter form={form} label="确认" busyLabel="提交中..." testId="password-submit" />
    </form>
  );
}
