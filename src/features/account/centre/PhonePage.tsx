import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SmsType } from '@contracts/account/session';
import { realNameProblem } from '@contracts/account/centre/identity';
import { showToast } from '@shared/overlays';
import {
  FormFooter,
  ModeTabs,
  PhoneCodeFields,
  SmsCodeField,
  TextField,
  useAccountForm,
} from '../forms';
import { checkCode, checkPhone, firstProblem } from '../session/rules';
import { checkPhoneChangeId, commitNewPhone, verifyPhoneCode } from './api';
import { phoneChangeIndexResource } from './resources';
import { sendVerifyPhoneEnvelope } from './smsSenders';
import { refreshUserInfo } from '@shared/session/currentUser';
import { CentrePage, Hint, StateView } from './ui';
import { useResource } from '@shared/resource';

type Proof = 'phone' | 'identity';

/**
 * The phone operation (calls-errors-spec §7.10): a fan with a phone first proves it — a code to the
 * old phone, or the real name and id card for one who lost it — then binds the new phone with its
 * own code. A fan without a phone binds one at once.
 */
export default function PhonePage() {
  const index = useResource(phoneChangeIndexResource);
  const [proven, setProven] = useState(false);
  if (!index.data)
    return (
      <CentrePage title="手机号" testId="phone-page">
        <StateView error={index.error} onRetry={index.reload} />
      </CentrePage>
    );
  const { hasPhone, maskedPhone, phone, canCheckId, permitExpiresAt } = index.data;
  const open = !hasPhone || proven || permitExpiresAt !== null;
  return (
    <CentrePage title={hasPhone ? '更换手机号' : '绑定手机号'} testId="phone-page">
      {hasPhone && (
        <div className="uc-current">
          <span>当前绑定</span>
          <strong data-testid="phone-current">{maskedPhone}</strong>
        </div>
      )}
      {open ? (
        <NewPhoneStep binding={!hasPhone} />
      ) : (
        <ProveStep phone={phone} canCheckId={canCheckId} onProven={() => setProven(true)} />
      )}
    </CentrePage>
  );
}

function ProveStep(props: { phone: string; canCheckId: boolean; onProven: () => void }) {
  const [proof, setProof] = useState<Proof>('phone');
  const form = useAccountForm({ code: '', realName: '', idCard: '' });
  const { code, realName, idCard } = form.values;
  const submit = form.submit(
    () =>
      proof === 'phone'
        ? checkCode(code)
        : firstProblem(realNameProblem(realName), idCard.trim() ? null : '请输入身份证号'),
    async () => {
      if (proof === 'phone') await verifyPhoneCode(props.phone, code.trim());
      else await checkPhoneChangeId(realName.trim(), idCard.trim());
      props.onProven();
    },
  );
  return (
    <form className="uc-form" onSubmit={submit} noValidate>
      {props.canCheckId && (
        <ModeTabs
          modes={[
            { id: 'phone', label: '原手机号验证', testId: 'proof-phone' },
            { id: 'identity', label: '身份信息验证', testId: 'proof-identity' },
          ]}
          current={proof}
          onChange={(next) => {
            setProof(next);
            form.setError(null);
          }}
        />
      )}
      {proof === 'phone' ? (
        <>
          <Hint>为了您的账号安全，请先验证原手机号</Hint>
          <SmsCodeField
            {...form.field('code')}
            testId="phone-old-code"
            placeholder="原手机号收到的验证码"
            sms={{ type: SmsType.verifyPhone, phone: props.phone, send: sendVerifyPhoneEnvelope }}
          />
        </>
      ) : (
        <>
          <Hint>原手机号无法接收短信时，可通过实名信息验证</Hint>
          <TextField
            {...form.field('realName')}
            label="真实姓名"
            testId="phone-real-name"
            placeholder="请输入真实姓名"
          />
          <TextField
            {...form.field('idCard')}
            label="身份证号"
            testId="phone-id-card"
            placeholder="请输入18位身份证号"
            maxLength={18}
          />
        </>
      )}
      <FormFooter form={form} label="下一步" busyLabel="验证中..." testId="phone-prove" />
    </form>
  );
}

function NewPhoneStep({ binding }: { binding: boolean }) {
  const navigate = useNavigate();
  const form = useAccountForm({ phone: '', code: '' });
  const { phone, code } = form.values;
  const submit = form.submit(
    () => firstProblem(checkPhone(phone), checkCode(code)),
    async () => {
      await commitNewPhone(phone.trim(), code.trim());
      await refreshUserInfo().catch(() => undefined);
      void showToast(binding ? '手机号绑定成功' : '手机号更换成功');
      void navigate(-1);
    },
  );
  return (
    <form className="uc-form" onSubmit={submit} noValidate>
      <Hint>
        {binding
          ? '绑定后可使用手机号登录、找回密码'
          : '请输入新的手机号，更换后请使用新手机号登录'}
      </Hint>
      <PhoneCodeFields
        phone={form.field('phone')}
        code={form.field('code')}
        testIds={{ phone: 'phone-new', code: 'phone-new-code' }}
        sms={{ type: SmsType.verifyPhone, send: sendVerifyPhoneEnvelope }}
        phoneLabel="新手机号"
        codePlaceholder="请输入6位验证码"
      />
      <FormFooter
        form={form}
        label={binding ? '绑定' : '确认更换'}
        busyLabel="提交中..."
        testId="phone-commit"
      />
    </form>
  );
}
