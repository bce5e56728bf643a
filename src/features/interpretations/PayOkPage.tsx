import { useSearchParams } from 'react-router-dom';
import { currencyLabel, currentChannel } from '@shared/channels';
import { amountFen, PayResult } from '@shared/payment';
import { PageHeader } from '@shared/ui';
import { useLeaveJieduPay } from './useLeaveJieduPay';

/**
 * 支付成功 (`tjInterpretation/pay-ok?ableBalance=`): the reading is bought and the coins left. It
 * replaced the reading's page, so 查看解读 opens the reading again (now unlocked) in its place.
 */
export default function PayOkPage() {
  const { showReading, jieduId } = useLeaveJieduPay();
  const balance = useSearchParams()[0].get('ableBalance');
  const unit = currencyLabel(currentChannel().channel);
  return (
    <div className="page" data-testid="jiedu-pay-ok-page">
      <PageHeader title="支付成功" />
      <PayResult
        state="ok"
        title="购买成功"
        actions={
          <button
            type="button"
            className="btn btn--primary"
            data-testid="jiedu-pay-view"
            onClick={showReading}
          >
            {jieduId === null ? '返回' : '查看解读'}
          </button>
        }
      >
        {amountFen(balance) !== null && (
          <p className="pay-result__line" data-testid="jiedu-pay-balance">
            {unit}余额 {balance}
          </p>
        )}
      </PayResult>
    </div>
  );
}
