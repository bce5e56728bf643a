import { useSearchParams } from 'react-router-dom';
import { readingIdOf } from '@features/plans/parts';
import { CoinPayShortPage } from '@shared/payment';
import { useLeaveJieduPay } from './useLeaveJieduPay';

/**
 * 余额不足 (`tjInterpretation/pay-charge?price=&jieduId=&ableBalance=`): the reading's price, the
 * balance and the coins missing, with 去充值. The balance dialog on the reading's page is the usual
 * way; this page serves links that arrive with those parameters.
 */
export default function PayChargePage() {
  const jieduId = useSearchParams()[0].get('jieduId');
  const { back } = useLeaveJieduPay(readingIdOf(jieduId ?? undefined));
  return <CoinPayShortPage prefix="jiedu" priceLabel="解读价格" onBack={back} />;
}
