import { useState, type FormEvent } from 'react';
import { SmsType } from '@contracts/accounts';
import {
  beijingToday,
  idCardProblem,
  realNameProblem,
  type CheckCompleteResult,
} from '@contracts/userCentre';
import { showToast } from '@shared/overlays';
import { FormError, SubmitButton, TextField } from '../login/fields';
import { useSubmit } from '../login/useSubmit';
import { checkCode, checkPhone, firstProblem } from '../session/rules';
import { SmsCodeButton } from '../sms';
import { completeUserInfo, confirmUserInfo } from './api';
import { maskPhone } from './rules';
import { sendVerifyPhoneEnvelope } from './smsSenders';
import { refreshUserInfo } from './store';
import { Hint } from './ui';

/**
 * The real-name form of both identity pages: first verification (complete, code 1) or the
 * confirmation of an earlier one (confirm, code 2, prefilled hints). The bound phone receives a
 * type-49 code; a fan without a phone enters one, which is bound with the verification.
 */
export function IdentityForm(props: {
  mode: 'complete' | 'confirm';
  boundPhone: string;
  hints?: CheckCompleteResult;
  onDone: () => void;
}) {
  const [realName, setRealName] = useState('');
  const [idCard, setIdCard] = useState('');
  const [typedPhone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const phone = props.boundPhone || typedPhone;
  const { busy, error, setError, run } = useSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstProblem(
      realNameProblem(realName),
      idCardProblem(idCard, beijingToday(Date.now())),
      props.boundPhone ? null : checkPhone(typedPhone),
      checkCode(code),
    );
    if (problem) return setError(problem);
    const body = {
      realName: realName.trim(),
      idCard: idCard.trim(),
      phone: phone.trim(),
      verifyCode: code.trim(),
    };
    void run(async () => {
      await (props.mode === 'complete' ? completeUserInfo(body) : confirmUserInfo(body));
      await refreshUserInfo().catch(() => undefined);
      void showToast('实名认证成功');
      props.onDone();
    });
  };

  return (
    <form className="uc-form" onSubmit={submit} noValidate>
      {props.hints && (
        <div className="uc-prefill" data-testid="identity-hints">
          <p>您此前已提交实名信息，请补全确认：</p>
          <p>姓名：{props.hints.realName}</p>
          <p>身份证：{props.hints.certNo}</p>
        </div>
      )}
      <TextField
        label="真实姓名"
        testId="identity-name"
        placeholder="与身份证一致的姓名"
        value={realName}
        onChange={setRealName}
      />
      <TextField
        label="身份证号"
        testId="identity-card"
        placeholder="18位身份证号"
        maxLength={18}
        value={idCard}
        onChange={setIdCard}
      />
      {props.boundPhone ? (
        <div className="auth-field">
          <span className="auth-field__label">手机号</span>
          <span className="auth-field__input uc-static">{maskPhone(props.boundPhone)}</span>
        </div>
      ) : (
        <TextField
          label="手机号"
          testId="identity-phone"
          type="tel"
          inputMode="tel"
          maxLength={11}
          placeholder="请输入手机号"
          value={typedPhone}
          onChange={setPhone}
        />
      )}
      <TextField
        label="验证码"
        testId="identity-code"
        inputMode="numeric"
        maxLength={6}
        placeholder="请输入6位验证码"
        value={code}
        onChange={setCode}
        trailing={
          <SmsCodeButton type={SmsType.verifyPhone} phone={phone} send={sendVerifyPhoneEnvelope} />
        }
      />
      <Hint>实名信息仅用于身份核验与提现，未满18周岁不能认证。信息提交后不可自行修改。</Hint>
      <FormError message={error} />
      <SubmitButton
        label={props.mode === 'complete' ? '提交认证' : '确认信息'}
        busyLabel="提交中..."
        busy={busy}
        testId="identity-submit"
      />
    </form>
  );
}
