import { useNavigate, useSearchParams } from 'react-router-dom';
import { currencyLabel, currentChannel } from '@shared/channels';
import { hrefFor } from '@shared/routes';
import { PageHeader } from '@shared/ui';
import { amountFen, PayResult } from '@shared/payment';
import { useGoBack, usePlanIdFromState } from './useLeavePay';
import './plans.css';

/**
 * 支付成功 (`plan/pay-ok?ableBalance=`): the purchase went through and the coins left. It replaced
 * the plan page, so 查看方案 opens the plan again (now unlocked) in its place.
 */
export default function PayOkPage() {
  const navigate = useNavigate();
  const goBack = useGoBack();
  const planId = usePlanIdFromState();
  const balance = useSearchParams()[0].get('ableBalance');
  const unit = currencyLabel(currentChannel().channel);
  const showPlan = () => {
    if (planId === null) goBack();
    else void navigate(hrefFor('plan', { id: planId }), { replace: true });
  };
  return (
    <div className="page plan-pay-page" data-testid="plan-pay-ok-page">
      <PageHeader title="支付成功" />
      <PayResult
        state="ok"
        title="购买成功"
        actions={
          <button
            type="button"
            className="btn btn--primary"
            data-testid="plan-pay-view"
            onClick={showPlan}
          >
            {planId === null ? '返回' : '查看方案'}
          </button>
        }
      >
        {amountFen(balance) !== null && (
          <p className="pay-result__line" data-testid="plan-pay-balance">
            {unit}余额 {balance}
          </p>
        )}
      </PayResult>
    </div>
  );
}
