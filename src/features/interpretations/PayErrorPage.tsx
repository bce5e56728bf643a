import { useSearchParams } from 'react-router-dom';
import { PAY_FAILED_TEXT, PayResult } from '@shared/payment';
import { PageHeader } from '@shared/ui';
import { readingIdOf } from '@features/plans/parts';
import { useLeaveJieduPay } from './useLeaveJieduPay';

/**
 * 支付失败 (`tjInterpretation/pay-error?errorMsg=&jieduId=`): why the purchase was refused, in the
 * server's words (shown as text), and the way back to the reading.
 */
export default function PayErrorPage() {
  const [query] = useSearchParams();
  const message = query.get('errorMsg')?.trim() || PAY_FAILED_TEXT;
  const { back } = useLeaveJieduPay(readingIdOf(query.get('jieduId') ?? undefined));
  return (
    <div className="page" data-testid="jiedu-pay-error-page">
      <PageHeader title="支付失败" />
      <PayResult
        state="error"
        title="购买失败"
        actions={
          <button
            type="button"
            className="btn btn--primary"
            data-testid="jiedu-pay-back"
            onClick={back}
          >
            返回解读
          </button>
        }
      >
        <p className="pay-result__line" data-testid="jiedu-pay-error-message">
          {message}
        </p>
      </PayResult>
    </div>
  );
}
