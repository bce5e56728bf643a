import { Link, useSearchParams } from 'react-router-dom';
import { fenToText } from '@contracts/wallet/balance';
import { currencyLabel, currentChannel } from '@shared/channels';
import { hrefFor } from '@shared/routes';
import { PageHeader } from '@shared/ui';
import { amountFen, missingFen, PayResult, PayRow } from '@shared/payment';
import { useGoBack } from './useLeavePay';
import './plans.css';

/**
 * 余额不足 (`plan/pay-charge?price=&planNo=&ableBalance=`): the plan's price, the balance and the coins
 * missing, with 去充值. The balance dialog on the plan page is the usual way; this page serves the
 * links that arrive with those parameters. A value that is not an amount shows as --.
 */
export default function PayChargePage() {
  const goBack = useGoBack();
  const [query] = useSearchParams();
  const price = amountFen(query.get('price'));
  const balance = amountFen(query.get('ableBalance'));
  const planNo = query.get('planNo');
  const unit = currencyLabel(currentChannel().channel);
  const text = (fen: number | null) => (fen === null ? '--' : `${fenToText(fen)} ${unit}`);
  const missing = price !== null && balance !== null ? missingFen(price, balance) : null;
  return (
    <div className="page plan-pay-page" data-testid="plan-pay-charge-page">
      <PageHeader title="支付" />
      <PayResult
        state="short"
        title="余额不足"
        actions={
          <>
            <Link
              className="btn btn--primary"
              to={hrefFor('pay/userChargeHuoyan')}
              data-testid="plan-pay-charge"
            >
              去充值
            </Link>
            <button type="button" className="btn" onClick={goBack} data-testid="plan-pay-back">
              返回
            </button>
          </>
        }
      >
        <div className="pay-result__rows">
          <PayRow label="方案价格" value={text(price)} testId="plan-pay-price" />
          <PayRow label="当前余额" value={text(balance)} testId="plan-pay-balance" />
          <PayRow label="还需" value={text(missing)} testId="plan-pay-missing" />
        </div>
        {planNo && <p className="pay-result__note">方案编号 {planNo}</p>}
      </PayResult>
    </div>
  );
}
