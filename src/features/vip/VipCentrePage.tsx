import { Link } from 'react-router-dom';
import { appNow } from '@schedulers';
import { currencyLabel, currentChannel } from '@shared/channels';
import { failureText } from '@shared/http';
import { useResource } from '@shared/resource';
import { hrefFor } from '@shared/routes';
import { ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { AutoRenewRow } from './AutoRenewRow';
import { Benefits } from './Benefits';
import { GiftSummary } from './GiftSummary';
import { vipInfoResource, vipProductsResource } from './resources';
import { vipStateOf } from './rules';
import { VipOff, vipVisible } from './VipOff';
import { VipStatusCard } from './VipStatusCard';
import './vip.css';

/**
 * 会员中心 (`user/vip`, issue 35 §2): the fan's membership — level, trial or expiry, the period and
 * how much has passed — the way to open, renew or reopen it, auto-renewal for a paid period, the
 * level's monthly gift and benefits (the red list's for a fan without one), and the records: 会员
 * 订单, 会员礼包, and 会员试用 for a fan who never was a member.
 */
export default function VipCentrePage() {
  const info = useResource(vipInfoResource, undefined, { enabled: vipVisible() });
  const products = useResource(vipProductsResource, undefined, { enabled: vipVisible() });
  const unit = currencyLabel(currentChannel().channel);
  if (!vipVisible())
    return (
      <div className="page vip-page" data-testid="vip-centre-page">
        <PageHeader title="会员中心" />
        <VipOff />
      </div>
    );
  const data = info.data;
  const state = data ? vipStateOf(data.vipInfo) : 'none';
  const level = data && state !== 'none' ? data.vipInfo.vipMemberLevel : 1;
  return (
    <div className="page vip-page" data-testid="vip-centre-page">
      <PageHeader title="会员中心" />
      {data ? (
        <>
          <VipStatusCard vip={data.vipInfo} now={appNow()} />
          {state === 'valid' && (
            <AutoRenewRow
              on={data.autoRenew}
              level={data.vipInfo.vipMemberLevel}
              products={products.data ?? []}
              unit={unit}
              onChanged={info.reload}
            />
          )}
          <GiftSummary
            level={level}
            withLink={state === 'valid' || state === 'expired'}
            unit={unit}
          />
          <Benefits level={level} />
          <nav className="vip-card vip-links" aria-label="会员记录">
            <Link to={hrefFor('user/vip/order')} data-testid="vip-orders-link">
              会员订单 ›
            </Link>
            <Link to={hrefFor('user/vip/gift')} data-testid="vip-gifts-link">
              会员礼包 ›
            </Link>
            {state === 'none' && (
              <Link to={hrefFor('hd/vip/try')} data-testid="vip-try-link">
                免费试用 ›
              </Link>
            )}
          </nav>
        </>
      ) : info.loading ? (
        <Skeleton rows={6} testId="vip-skeleton" />
      ) : (
        <ErrorState message={failureText(info.error)} onRetry={info.reload} testId="vip-error" />
      )}
    </div>
  );
}
