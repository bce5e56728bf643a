import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { charCount } from '@contracts/userText';
import { NICKNAME_MAX, NICKNAME_MIN } from '@contracts/account/centre/fields';
import { nickNameProblem } from '@contracts/account/centre/profile';
import { showToast } from '@shared/overlays';
import { FormError, SubmitButton, useSubmit } from '../forms';
import { modifyNickName } from './api';
import { NOT_SET } from './rules';
import { refreshUserInfo } from '@shared/session/currentUser';
import { CentrePage, Hint } from './ui';
import { useCentreUser } from './useCentreUser';

/** Nickname change (POST /api/uc/modify/nickName): the shared rule first, uniqueness by the server. */
export default function NicknamePage() {
  const navigate = useNavigate();
  const { user } = useCentreUser();
  const current = user && user.realNickName !== NOT_SET ? user.realNickName : '';
  const [value, setValue] = useState<string | null>(null);
  const shown = value ?? current;
  const { busy, error, setError, run } = useSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nickNameProblem(shown);
    if (problem) return setError(problem);
    void run(async () => {
      await modifyNickName(shown);
      await refreshUserInfo().catch(() => undefined);
      void showToast('昵称修改成功');
      void navigate(-1);
    });
  };

  return (
    <CentrePage title="修改昵称" testId="nickname-page">
      <form className="uc-form" onSubmit={submit} noValidate>
        <div className="uc-input">
          <input
            className="uc-input__field"
            data-testid="nickname-input"
            aria-label="昵称"
            placeholder="请输入新昵称"
            maxLength={NICKNAME_MAX * 2}
            value={shown}
            onChange={(e) => setValue(e.target.value)}
          />
          <span className="uc-input__count">
            {charCount(shown.trim())}/{NICKNAME_MAX}
          </span>
        </div>
        <Hint>
          {NICKNAME_MIN}-{NICKNAME_MAX}个字符，支持中文、字母、数字、下划线和短横线，不可与他人重复
        </Hint>
        <FormError message={error} />
        <SubmitButton label="保存" busyLabel="保存中..." busy={busy} testId="nickname-submit" />
      </form>
    </CentrePage>
  );
}
