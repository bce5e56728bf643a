import { IdentityCode } from '@contracts/account/centre/identity';
import { checkCompleteResource } from './resources';
import { IdentityForm } from './IdentityForm';
import { GoElsewhere, VerifiedView } from './IdentityStatus';
import { CentrePage, StateView } from './ui';
import { useCentreUser } from './useCentreUser';
import { useResource } from '@shared/resource';

/** /user/user-info-complete: first real-name verification (code 1), or its state (codes 2, 3). */
export default function IdentityPage() {
  const check = useResource(checkCompleteResource);
  const { user } = useCentreUser();
  const result = check.data;
  return (
    <CentrePage title="实名认证" testId="identity-page">
      {!result ? (
        <StateView error={check.error} onRetry={check.reload} />
      ) : result.code === IdentityCode.reverified ? (
        <VerifiedView />
      ) : result.code === IdentityCode.before ? (
        <GoElsewhere result={result} />
      ) : (
        <IdentityForm mode="complete" boundPhone={user?.telephone ?? ''} onDone={check.reload} />
      )}
    </CentrePage>
  );
}
