import { currentChannel } from '@shared/channels';
import { failureText } from '@shared/http';
import { PullToRefresh } from '@shared/paging';
import { ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { useResource } from '@shared/resource';
import { chargeConfigResource } from '../balance/resources';
import { ChargeForm } from './ChargeForm';
import '../wallet.css';
import './charge.css';

/**
 * 充值 (`pay/userChargeHuoyan`; issue 18 §2, product-spec §3 "Top-up", §4 "Payment"): what this fan
 * may buy and with what, asked afresh on each visit and by a pull.
 */
export default function ChargePage() {
  const config = useResource(chargeConfigResource);
  const channel = currentChannel().channel;
  return (
    <div className="page charge-page" data-testid="charge-page">
      <PageHeader title="充值" />
      <PullToRefresh
        getScroller={() => document.scrollingElement as HTMLElement | null}
        refreshing={config.refreshing}
        onRefresh={config.reload}
      >
        {config.loading && <Skeleton rows={6} testId="charge-skeleton" />}
        {config.error !== undefined && (
          <ErrorState
            message={failureText(config.error)}
            onRetry={config.reload}
            testId="charge-error"
          />
        )}
        {config.data && <ChargeForm config={config.data} channel={channel} />}
      </PullToRefresh>
    </div>
  );
}
