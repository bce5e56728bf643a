import { useSearchParams } from 'react-router-dom';
import { PAY_FAILED_TEXT, PayRedirecting, PayResult } from '@shared/payment';
import { PageHeader } from '@shared/ui';
import { useDirectPay } from './useDirectPay';
import { useBackToPlan, usePayPageState } from './useLeavePay';
import './plans.css';

/** 重新支付: the direct payment again, straight to the provider (a failed or cancelled one). */
function Repay({ planId, planNo, priceFen }: { planId: number; planNo: string; priceFen: number }) {
  const direct = useDirectPay({ id: planId, planNo, priceFen });
  if (!direct.available) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn--primary"
        data-testid="plan-pay-repay"
        aria-busy={direct.paying}
        onClick={() => void direct.pay()}
      >
        重新支付
      </button>
      {direct.redirecting && <PayRedirecting testId="plan-redirecting" />}
    </>
  );
}

/**
 * 支付失败 (`plan/pay-error?errorMsg=&planNo=`): why the purchase was refused, in the server's
 * words (shown as text), and the way back to the plan it was opened over — with 重新支付 after a
 * direct payment that failed or was cancelled.
 */
export default function PayErrorPage() {
  const backToPlan = useBackToPlan();
  const { planId, repayPriceFen } = usePayPageState();
  const [query] = useSearchParams();
  const message = query.get('errorMsg')?.trim() || PAY_FAILED_TEXT;
  const planNo = query.get('planNo');
  const repay =
    typeof planId === 'number' && typeof repayPriceFen === 'number' && planNo ? (
      <Repay planId={planId} planNo={planNo} priceFen={repayPriceFen} />
    ) : null;
  return (
    <div className="page plan-pay-page" data-testid="plan-pay-error-page">
      <PageHeader title="支付失败" />
      <PayResult
        state="error"
        title="购买失败"
        actions={
          <>
            {repay}
            <button
              type="button"
              className={repay ? 'btn' : 'btn btn--primary'}
              data-testid="plan-pay-back"
              onClick={backToPlan}
            >
              返回方案
            </button>
          </>
        }
      >
        <p className="pay-result__line" data-testid="plan-pay-error-message">
          {message}
        </p>
        {planNo && <p className="pay-result__note">方案编号 {planNo}</p>}
      </PayResult>
    </div>
  );
}
