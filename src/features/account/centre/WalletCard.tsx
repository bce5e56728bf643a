import { Link } from 'react-router-dom';
import type { UserInfo } from '@contracts/account/session';
import { currencyLabel, currentChannel } from '@shared/channels';
import { hrefFor } from '@shared/routes';
import { balanceText } from './rules';

/** Balances as 2-decimal strings (product-spec §3): coins, money, today's earnings. */
export function WalletCard({ user }: { user: UserInfo }) {
  return (
    <section className="uc-wallet" aria-label="我的钱包">
      <Link
        to={hrefFor('userHuoyanDetail')}
        className="uc-wallet__item"
        data-testid="balance-coins"
      >
        <strong>{balanceText(user.huoyanWallet)}</strong>
        {/* The currency word follows the channel (product-spec §3 App config). */}
        <span>{currencyLabel(currentChannel().channel)}</span>
      </Link>
      <Link to={hrefFor('userMoneyDetail')} className="uc-wallet__item" data-testid="balance-money">
        <strong>{balanceText(user.ableBalance)}</strong>
        <span>余额(元)</span>
      </Link>
      <div className="uc-wallet__item" data-testid="balance-today">
        <strong>{balanceText(user.todayProfit)}</strong>
        <span>今日收益</span>
      </div>
      <Link
        to={hrefFor('pay/userChargeHuoyan')}
        className="uc-wallet__charge"
        data-testid="wallet-charge"
      >
        充值
      </Link>
    </section>
  );
}
