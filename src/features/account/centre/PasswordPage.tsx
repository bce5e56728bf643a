import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SmsType } from '@contracts/accounts';
import { showToast } from '@shared/overlays';
import { FormError, PasswordField, SubmitButton, TextField } from '../login/fields';
import { useSubmit } from '../login/useSubmit';
import { PasswordStrengthMeter } from '../register/PasswordStrengthMeter';
import { checkCode, checkNewPassword, firstProblem, passwordStrength } from '../session/rules';
import { SmsCodeButton } from '../sms';
import { changePassword, fetchPasswordSetInfo, setFirstPassword, verifyPasswordCode } from './api';
import { cachedPasswordCode, cachePasswordCode, clearPasswordCode } from './passwordCode';
import { sendPasswordEnvelope } from './smsSenders';
import { refreshUserInfo } from './store';
import { CentrePage, Hint, StateView } from './ui';
import { useLoad } from './useLoad';

/**
 * Password change or first password (calls-errors-spec §7.10): step 1 proves the bound phone with a
 * type-48 code (verifyCode); the code is kept for step 2, which sends it with the new password (and
 * the old one, when there is one). Passwords are encrypted by the api functions.
 */
export default function PasswordPage() {
  const info = useLoad(fetchPasswordSetInfo);
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
          <Link className="btn btn--primary uc-block" to="/user/phone-operation">
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
  const [code, setCode] = useState('');
  const { busy, error, setError, run } = useSubmit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkCode(code);
    if (problem) return setError(problem);
    void run(async () => {
      await verifyPasswordCode(props.phone, code.trim());
      cachePasswordCode(code.trim());
      props.onDone();
    });
  };
  return (
    <form className="uc-form" onSubmit={submit} noValidate>
      <Hint>验证码将发送至绑定手机 {props.maskedPhone}</Hint>
      <TextField
        label="验证码"
        testId="password-code"
        inputMode="numeric"
        maxLength={6}
        placeholder="请输入6位验证码"
        value={code}
        onChange={setCode}
        trailing={
          <SmsCodeButton
            type={SmsType.resetPassword}
            phone={props.phone}
            send={sendPasswordEnvelope}
          />
        }
      />
      <FormError message={error} />
      <SubmitButton label="下一步" busyLabel="验证中..." busy={busy} testId="password-next" />
    </form>
  );
}

function PasswordStep(props: { phone: string; hasPassword: boolean }) {
  const navigate = useNavigate();
  const [oldPassword, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, error, setError, run } = useSubmit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = cachedPasswordCode();
    const problem = firstProblem(
      props.hasPassword && !oldPassword ? '请输入原密码' : null,
      checkNewPassword(password, confirm),
      props.hasPassword && oldPassword === password ? '新密码不能与原密码相同' : null,
      code ? null : '验证码已失效，请重新获取',
    );
    if (problem || !code) return setError(problem);
    const strength = passwordStrength(password);
    void run(async () => {
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
          label="原密码"
          testId="password-old"
          autoComplete="current-password"
          placeholder="请输入原密码"
          value={oldPassword}
          onChange={setOld}
        />
      )}
      <PasswordField
        label="新密码"
        testId="password-new"
        autoComplete="new-password"
        placeholder="6-20位新密码"
        value={password}
        onChange={setPassword}
      />
      <PasswordStrengthMeter password={password} />
      <PasswordField
        label="确认密码"
        testId="password-confirm"
        autoComplete="new-password"
        placeholder="再次输入新密码"
        value={confirm}
        onChange={setConfirm}
      />
      {props.hasPassword && <Hint>修改成功后，其他设备上的登录将失效</Hint>}
      <FormError message={error} />
      <SubmitButton label="确认" busyLabel="提交中..." busy={busy} testId="password-submit" />
    </form>
  );
}
