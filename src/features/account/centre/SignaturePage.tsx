import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { charCount } from '@contracts/userText';
import { DESCRIBE_MAX } from '@contracts/account/centre/fields';
import { describeProblem } from '@contracts/account/centre/profile';
import { showToast } from '@shared/overlays';
import { FormError, SubmitButton, useSubmit } from '../forms';
import { modifyDescribe } from './api';
import { NOT_SET } from './rules';
import { refreshUserInfo } from '@shared/session/currentUser';
import { CentrePage, Hint } from './ui';
import { useCentreUser } from './useCentreUser';

/** Signature change (POST /api/uc/modify/describe); an empty signature clears it. */
export default function SignaturePage() {
  const navigate = useNavigate();
  const { user } = useCentreUser();
  const current = user && user.describe !== NOT_SET ? user.describe : '';
  const [value, setValue] = useState<string | null>(null);
  const shown = value ?? current;
  const { busy, error, setError, run } = useSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = describeProblem(shown);
    if (problem) return setError(problem);
    void run(async () => {
      await modifyDescribe(shown);
      await refreshUserInfo().catch(() => undefined);
      void showToast(shown.trim() ? '签名修改成功' : '签名已清空');
      void navigate(-1);
    });
  };

  return (
    <CentrePage title="修改签名" testId="signature-page">
      <form className="uc-form" onSubmit={submit} noValidate>
        <div className="uc-input uc-input--area">
          <textarea
            className="uc-input__field"
            data-testid="signature-input"
            aria-label="个性签名"
            placeholder="写点什么，让球友认识你"
            rows={3}
            value={shown}
            onChange={(e) => setValue(e.target.value.replace(/[\r\n]+/g, ' '))}
          />
          <span
            className={`uc-input__count${charCount(shown.trim()) > DESCRIBE_MAX ? ' is-over' : ''}`}
          >
            {charCount(shown.trim())}/{DESCRIBE_MAX}
          </span>
        </div>
        <Hint>最多{DESCRIBE_MAX}个字，留空保存即清除签名</Hint>
        <FormError message={error} />
        <SubmitButton label="保存" busyLabel="保存中..." busy={busy} testId="signature-submit" />
      </form>
    </CentrePage>
  );
}
