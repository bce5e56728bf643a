import { useSearchParams } from 'react-router-dom';
import { CoinPayShortPage } from '@shared/payment';
import { useGoBack } from './useLeavePay';
import './plans.css';

/**
 * 余额不足 (`plan/pay-charge?price=&planNo=&ableBalance=`): the plan's price, the balance and the coins
 * missing, with 去充值. The balance dialog on the plan page is the usual way; this page serves the
 * links that arrive with those parameters.
 */
export default function PayChargePage() {
  const goBack = useGoBack();
  const planNo = useSearchParams()[0].get('planNo');
  return (
    <CoinPayShortPage prefix="plan" className="plan-pay-page" priceLabel="方案价格" onBack={goBack}>
      {planNo && <p className="pay-result__note">方案编号 {planNo}</p>}
    </CoinPayShortPage>
  );
}
