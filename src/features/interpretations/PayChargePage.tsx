import { Link, useSearchParams } from 'react-router-dom';
import { fenToText } from '@contracts/wallet/balance';
import { readingIdOf } from '@features/plans/parts';
import { currencyLabel, currentChannel } from '@shared/channels';
import { amountFen, missingFen, PayResult, PayRow } from '@shared/payment';
import { hrefFor } from '@shared/routes';
import { PageHeader } from '@shared/ui';
import { useLeaveJieduPay } from './useLeaveJieduPay';

/**
 * 余额不足 (`tjInterpretation/pay-charge?price=&jieduId=&ableBalance=`): the reading's price, the
 * balance and the coins missing, with 去充值. The balance dialog on the reading's page is the usual
 * way; this page serves links that arrive with those parameters. A value that is not an amount
 * shows as --.
 */
export default function PayChargePage() {
  const [query] = useSearchParams();
  const { back } = useLeaveJieduPay(readingIdOf(query.get('jieduId') ?? undefined));
  const price = amountFen(query.get('price'));
  const balance = amountFen(query.get('ableBalance'));
  const unit = currencyLabel(currentChannel().channel);
  const text = (fen: number | null) => (fen === null ? '--' : `${fenToText(fen)} ${unit}`);
  const missing = price !== null && balance !== null ? missingFen(price, balance) : null;
  return (
    <div className="page" data-testid="jiedu-pay-charge-page">
      <PageHeader title="支付" />
      <PayResult
        state="short"
        title="余额不足"
        actions={
          <>
            <Link
              className="btn btn--primary"
              to={hrefFor('pay/userChargeHuoyan')}
              data-testid="jiedu-pay-charge"
            >
              去充值
            </Link>
            <button type="button" className="btn" onClick={back} data-testid="jiedu-pay-back">
              返回
            </button>
          </>
        }
      >
        <div className="pay-result__rows">
          <PayRow label="解读价格" value={text(price)} testId="jiedu-pay-price" />
          <PayRow label="当前余额" value={text(balance)} testId="jiedu-pay-balance" />
          <PayRow label="还需" value={text(missing)} testId="jiedu-pay-missing" />
        </div>
      </PayResult>
    </div>
  );
}
