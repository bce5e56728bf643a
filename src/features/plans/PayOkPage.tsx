import { useNavigate } from 'react-router-dom';
import { hrefFor } from '@shared/routes';
import { CoinPayOkPage } from '@shared/payment';
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
  const showPlan = () => {
    if (planId === null) goBack();
    else void navigate(hrefFor('plan', { id: planId }), { replace: true });
  };
  return (
    <CoinPayOkPage
      prefix="plan"
      className="plan-pay-page"
      viewText={planId === null ? '返回' : '查看方案'}
      onView={showPlan}
    />
  );
}
