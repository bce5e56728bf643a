import { Link } from 'react-router-dom';
import { IdentityCode, type CheckCompleteResult } from '@contracts/account/centre/identity';
import { hrefFor } from '@shared/routes';
import { orDefault } from './rules';
import { Group, Row } from './ui';
import { useCentreUser } from './useCentreUser';

/** Code 3: verified; shows the masked name and id card of the user info. */
export function VerifiedView() {
  const { user } = useCentreUser();
  return (
    <>
      <div className="uc-done" data-testid="identity-verified">
        <span className="uc-done__mark" aria-hidden="true">
          ✓
        </span>
        <p>您已完成实名认证</p>
      </div>
      <Group>
        <Row label="真实姓名" value={orDefault(user?.realName)} />
        <Row label="身份证号" value={orDefault(user?.idCard)} />
      </Group>
    </>
  );
}

/** Code 2 on the complete page, code 1 on the redo page: a pointer to the other page. */
export function GoElsewhere({ result }: { result: CheckCompleteResult }) {
  const toRedo = result.code === IdentityCode.before;
  return (
    <div className="uc-form" data-testid="identity-elsewhere">
      <p className="uc-notice">{result.msg}</p>
      <Link
        className="btn btn--primary uc-block"
        to={hrefFor(toRedo ? 'change/userInfoRecomplete' : 'user/user-info-complete')}
      >
        {toRedo ? '去确认身份信息' : '去实名认证'}
      </Link>
    </div>
  );
}
