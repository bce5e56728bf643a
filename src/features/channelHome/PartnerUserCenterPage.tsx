import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import type { UserInfo } from '@contracts/account/session';
import { after } from '@schedulers';
import { currencyLabel, currentChannel, isFeatureVisible } from '@shared/channels';
import { hrefFor, isRouteBuilt } from '@shared/routes';
import { useLoggedIn } from '@shared/session';
import { flagUserInfo, useCurrentUserStore, watchUserInfo } from '@shared/session/currentUser';
import { Avatar } from '@shared/ui';
import { BoughtPlans } from './BoughtPlans';
import { EntryGrid } from './EntryGrid';
import { centreEntriesFor, refreshesOnEnter, TQ_USER_CENTER_REFRESH_MS } from './rules';
import './channelHome.css';

const SELF = hrefFor('tabs/jd/user-center');

/** Balances as the server gives them (2 decimals); a missing one reads 0.00. */
function amount(value: string | number | null | undefined): string {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n.toFixed(2) : '0.00';
}

function Wallet({ user, unit, canTopUp }: { user: UserInfo; unit: string; canTopUp: boolean }) {
  return (
    <section className="ch-uc__wallet" aria-label="我的余额" data-testid="ch-uc-wallet">
      <span>
        <strong data-testid="ch-uc-balance">{amount(user.huoyanWallet)}</strong> {unit}
      </span>
      {isRouteBuilt('userHuoyanDetail') && (
        <Link to={hrefFor('userHuoyanDetail')} className="ch-uc__charge" data-testid="ch-uc-detail">
          明细
        </Link>
      )}
      {canTopUp && isRouteBuilt('pay/userChargeHuoyan') && (
        <Link
          to={hrefFor('pay/userChargeHuoyan')}
          className="ch-uc__charge"
          data-testid="ch-uc-charge"
        >
          充值
        </Link>
      )}
    </section>
  );
}

/**
 * `tabs/jd/user-center`: 我的 of the shopping app and the two partners (product-spec §2): who the fan
 * is, the balance in the channel's word (元, §3), the newest plans bought, and only the entries the
 * channel shows (§6). A visitor gets 登录, which the login page guard turns into the channel's own
 * login where it has one (JD ticket, Tq uid and sign) and the normal login elsewhere. On Tq the
 * host logs the fan in behind the page, so the fan is asked for again 50 ms after entering (§9).
 */
export default function PartnerUserCenterPage() {
  const { channel } = currentChannel();
  const loggedIn = useLoggedIn();
  const { user, loaded } = useCurrentUserStore(
    useShallow((s) => ({ user: s.user, loaded: s.loaded })),
  );
  useEffect(() => watchUserInfo(), []);
  useEffect(
    () =>
      refreshesOnEnter(channel)
        ? after(TQ_USER_CENTER_REFRESH_MS, () => flagUserInfo())
        : undefined,
    [channel],
  );

  const unit = currencyLabel(channel);
  const me = loggedIn ? user : null;
  const entries = centreEntriesFor(channel, isFeatureVisible, isRouteBuilt);
  return (
    <div className="ch-uc" data-testid="partner-user-center" data-channel={channel}>
      {/* The tab has no title bar; a screen reader still hears where it is (as on the main 我的). */}
      <h1 className="visually-hidden">我的</h1>
      <header className="ch-uc__hero">
        <Avatar
          icon={me?.userIcon || null}
          name={me?.nickName ?? ''}
          fallback="球"
          className="uc-avatar uc-avatar--lg"
        />
        {me ? (
          <span>
            <span className="ch-uc__name" data-testid="ch-uc-nickname">
              {me.nickName}
            </span>
          </span>
        ) : loggedIn && !loaded ? (
          <span data-testid="ch-uc-pending">登录中…</span>
        ) : (
          <>
            <span>登录后查看余额和订单</span>
            <Link
              className="ch-uc__login"
              to={hrefFor('login', {}, { backUrl: SELF })}
              data-testid="ch-uc-login"
            >
              登录
            </Link>
          </>
        )}
      </header>
      {me && (
        <>
          <Wallet user={me} unit={unit} canTopUp={isFeatureVisible(channel, 'coin')} />
          {isFeatureVisible(channel, 'plan') && <BoughtPlans userId={me.id} unit={unit} />}
        </>
      )}
      <EntryGrid entries={entries} label="我的服务" />
    </div>
  );
}
