import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@shared/ui';
import { PayResult } from './PayResult';
import { PAY_FAILED_TEXT } from './rules';
import { useBackToPlan } from './useLeavePay';
import './plans.css';

/**
 * 支付失败 (`plan/pay-error?errorMsg=&planNo=`): why the purchase was refused, in the server's
 * words (shown as text), and the way back to the plan it was opened over.
 */
export default function PayErrorPage() {
  const backToPlan = useBackToPlan();
  const [query] = useSearchParams();
  const message = query.get('errorMsg')?.trim() || PAY_FAILED_TEXT;
  const planNo = query.get('planNo');
  return (
    <div className="page plan-pay-page" data-testid="plan-pay-error-page">
      <PageHeader title="支付失败" />
      <PayResult
        state="error"
        title="购买失败"
        actions={
          <button
            type="button"
            className="btn btn--primary"
            data-testid="plan-pay-back"
            onClick={backToPlan}
          >
            返回方案
          </button>
        }
      >
        <p className="plan-pay__line" data-testid="plan-pay-error-message">
          {message}
        </p>
        {planNo && <p className="plan-pay__note">方案编号 {planNo}</p>}
      </PayResult>
    </div>
  );
}
