import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { VIP_TRIAL_DAYS } from '@contracts/vip';
import { failureText } from '@shared/http';
import { showToast } from '@shared/overlays';
import { useResource } from '@shared/resource';
import { hrefFor } from '@shared/routes';
import { handleNeedsLogin, isLoggedIn, requireLogin } from '@shared/session';
import { flagUserInfo } from '@shared/session/currentUser';
import { ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { startTrial } from './api';
import { Benefits } from './Benefits';
import { tryStatusResource } from './resources';
import { VipOff, vipVisible } from './VipOff';
import './vip.css';

/**
 * 会员试用 (`hd/vip/try`, issue 35 §2): the super red list free for VIP_TRIAL_DAYS days, once per
 * account, for a fan who never was a member — its benefits, and 免费试用 (a visitor logs in first).
 * A fan who cannot is told why and led to 开通会员.
 */
export default function VipTryPage() {
  const navigate = useNavigate();
  const loggedIn = isLoggedIn();
  const status = useResource(tryStatusResource, undefined, { enabled: loggedIn && vipVisible() });
  const [busy, setBusy] = useState(false);
  const start = async () => {
    if (!isLoggedIn()) return requireLogin();
    setBusy(true);
    try {
      await startTrial();
      flagUserInfo();
      void showToast('试用已开通');
      void navigate(hrefFor('user/vip'), { replace: true });
    } catch (error) {
      setBusy(false);
      if (!handleNeedsLogin(error)) void showToast(failureText(error));
      status.reload();
    }
  };
  const canTry = !loggedIn || status.data?.canTry === true;
  return (
    <div className="page vip-page" data-testid="vip-try-page">
      <PageHeader title="会员试用" />
      {!vipVisible() ? (
        <VipOff />
      ) : (
        <>
          <section className="vip-hero">
            <h2>超级红单会员 免费试用{VIP_TRIAL_DAYS}天</h2>
            <p>每个账号一次，试用期内享受超级红单会员全部数据权益</p>
          </section>
          {loggedIn && status.loading ? (
            <Skeleton rows={2} testId="vip-try-skeleton" />
          ) : loggedIn && status.error !== undefined && !status.data ? (
            <ErrorState message={failureText(status.error)} onRetry={status.reload} />
          ) : canTry ? (
            <div className="vip-buy-bar">
              <button
                type="button"
                className="vip-button"
                data-testid="vip-try-start"
                disabled={busy}
                onClick={() => void start()}
              >
                {busy ? '开通中...' : '免费试用'}
              </button>
            </div>
          ) : (
            <div className="vip-card" data-testid="vip-try-used">
              <p className="vip-row__facts">{status.data?.reason}</p>
              <Link className="vip-button" to={hrefFor('vip/buy', {}, { type: 2 })}>
                开通会员
              </Link>
            </div>
          )}
          <Benefits level={2} />
        </>
      )}
    </div>
  );
}
