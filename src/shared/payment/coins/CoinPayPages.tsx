import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { fenToText } from '@contracts/wallet/balance';
import { currencyLabel, currentChannel } from '@shared/channels';
import { hrefFor } from '@shared/routes';
import { PageHeader } from '@shared/ui';
import { PayResult } from './PayResult';
import { PayRow } from './PayRow';
import { amountFen, missingFen } from './rules';

/**
 * The pages a coin purchase of a reading may land on, one for plans and interpretations alike; each
 * screen names its test ids by `prefix` (plan-pay-ok-page, jiedu-pay-view, …) and says what the
 * button opens.
 */
interface PayPageProps {
  /** The test ids' prefix: `plan`, `jiedu`. */
  prefix: string;
  /** The page's extra class (its feature's styles). */
  className?: string;
}

/**
 * 支付成功 (`…/pay-ok?ableBalance=`): bought, the coins left, and the way to what was bought — it
 * replaced the reading's page, so `onView` opens the reading again in its place.
 */
export function CoinPayOkPage({
  prefix,
  className,
  viewText,
  onView,
}: PayPageProps & { viewText: string; onView: () => void }) {
  const balance = useSearchParams()[0].get('ableBalance');
  const unit = currencyLabel(currentChannel().channel);
  return (
    <div className={className ? `page ${className}` : 'page'} data-testid={`${prefix}-pay-ok-page`}>
      <PageHeader title="支付成功" />
      <PayResult
        state="ok"
        title="购买成功"
        actions={
          <button
            type="button"
            className="btn btn--primary"
            data-testid={`${prefix}-pay-view`}
            onClick={onView}
          >
            {viewText}
          </button>
        }
      >
        {amountFen(balance) !== null && (
          <p className="pay-result__line" data-testid={`${prefix}-pay-balance`}>
            {unit}余额 {balance}
          </p>
        )}
      </PayResult>
    </div>
  );
}

/**
 * 余额不足 (`…/pay-charge?price=&ableBalance=`): the price, the balance and the coins missing, with
 * 去充值 and 返回. A value that is not an amount shows as --.
 */
export function CoinPayShortPage({
  prefix,
  className,
  priceLabel,
  onBack,
  children,
}: PayPageProps & { priceLabel: string; onBack: () => void; children?: ReactNode }) {
  const [query] = useSearchParams();
  const price = amountFen(query.get('price'));
  const balance = amountFen(query.get('ableBalance'));
  const unit = currencyLabel(currentChannel().channel);
  const text = (fen: number | null) => (fen === null ? '--' : `${fenToText(fen)} ${unit}`);
  const missing = price !== null && balance !== null ? missingFen(price, balance) : null;
  return (
    <div
      className={className ? `page ${className}` : 'page'}
      data-testid={`${prefix}-pay-charge-page`}
    >
      <PageHeader title="支付" />
      <PayResult
        state="short"
        title="余额不足"
        actions={
          <>
            <Link
              className="btn btn--primary"
              to={hrefFor('pay/userChargeHuoyan')}
              data-testid={`${prefix}-pay-charge`}
            >
              去充值
            </Link>
            <button
              type="button"
              className="btn"
              onClick={onBack}
              data-testid={`${prefix}-pay-back`}
            >
              返回
            </button>
          </>
        }
      >
        <div className="pay-result__rows">
          <PayRow label={priceLabel} value={text(price)} testId={`${prefix}-pay-price`} />
          <PayRow label="当前余额" value={text(balance)} testId={`${prefix}-pay-balance`} />
          <PayRow label="还需" value={text(missing)} testId={`${prefix}-pay-missing`} />
        </div>
        {children}
      </PayResult>
    </div>
  );
}
