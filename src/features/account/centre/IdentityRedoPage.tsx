import { IdentityCode } from '@contracts/account/centre/identity';
import { checkCompleteResource } from './resources';
import { IdentityForm } from './IdentityForm';
import { GoElsewhere, VerifiedView } from './IdentityStatus';
import { CentrePage, StateView } from './ui';
import { useResource } from '@shared/resource';

/**
 * change/userInfoRecomplete: confirms a verification made before (code 2) with the hints the server
 * gives for that code only (masked id card and name, the phone).
 */
export default function IdentityRedoPage() {
  const check = useResource(checkCompleteResource);
  const result = check.data;
  return (
    <CentrePage title="重新实名认证" testId="identity-redo-page">
      {!result ? (
        <StateView error={check.error} onRetry={check.reload} />
      ) : result.code === IdentityCode.reverified ? (
        <VerifiedView />
      ) : result.code === IdentityCode.never ? (
        <GoElsewhere result={result} />
      ) : (
        <IdentityForm
          mode="confirm"
          boundPhone={result.phone ?? ''}
          hints={result}
          onDone={check.reload}
        />
      )}
    </CentrePage>
  );
}
