import { SmsType } from '@contracts/account/session';
import {
  beijingToday,
  idCardProblem,
  realNameProblem,
  type CheckCompleteResult,
} from '@contracts/account/centre/identity';
import { showToast } from '@shared/overlays';
import { FormFooter, PhoneField, SmsCodeField, TextField, useAccountForm } from '../forms';
import { checkCode, checkPhone, firstProblem } from '../session/rules';
import { completeUserInfo, confirmUserInfo } from './api';
import { maskPhone } from './rules';
import { sendVerifyPhoneEnvelope } from './smsSenders';
import { refreshUserInfo } from '@shared/session/currentUser';
import { Hint } from './ui';
import { appNow } from '@schedulers';

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
  const form = useAccountForm({ realName: '', idCard: '', phone: '', code: '' });
  const { realName, idCard, code } = form.values;
  const phone = props.boundPhone || form.values.phone;

  const submit = form.submit(
    () =>
      firstProblem(
        realNameProblem(realName),
        idCardProblem(idCard, beijingToday(appNow())),
        props.boundPhone ? null : checkPhone(phone),
        checkCode(code),
      ),
    async () => {
      const body = {
        realName: realName.trim(),
        idCard: idCard.trim(),
        phone: phone.trim(),
        verifyCode: code.trim(),
      };
      await (props.mode === 'complete' ? completeUserInfo(body) : confirmUserInfo(body));
      await refreshUserInfo().catch(() => undefined);
      void showToast('实名认证成功');
      props.onDone();
    },
  );

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
        {...form.field('realName')}
        label="真实姓名"
        testId="identity-name"
        placeholder="与身份证一致的姓名"
      />
      <TextField
        {...form.field('idCard')}
        label="身份证号"
        testId="identity-card"
        placeholder="18位身份证号"
        maxLength={18}
      />
      {props.boundPhone ? (
        <div className="auth-field">
          <span className="auth-field__label">手机号</span>
          <span className="auth-field__input uc-static">{maskPhone(props.boundPhone)}</span>
        </div>
      ) : (
        <PhoneField {...form.field('phone')} testId="identity-phone" />
      )}
      <SmsCodeField
        {...form.field('code')}
        testId="identity-code"
        placeholder="请输入6位验证码"
        sms={{ type: SmsType.verifyPhone, phone, send: sendVerifyPhoneEnvelope }}
      />
      <Hint>实名信息仅用于身份核验与提现，未满18周岁不能认证。信息提交后不可自行修改。</Hint>
      <FormFooter
        form={form}
        label={props.mode === 'complete' ? '提交认证' : '确认信息'}
        busyLabel="提交中..."
        testId="identity-submit"
      />
    </form>
  );
}
