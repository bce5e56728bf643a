import { CoinPayOkPage } from '@shared/payment';
import { useLeaveJieduPay } from './useLeaveJieduPay';

/**
 * 支付成功 (`tjInterpretation/pay-ok?ableBalance=`): the reading is bought and the coins left. It
 * replaced the reading's page, so 查看解读 opens the reading again (now unlocked) in its place.
 */
export default function PayOkPage() {
  const { showReading, jieduId } = useLeaveJieduPay();
  return (
    <CoinPayOkPage
      prefix="jiedu"
      viewText={jieduId === null ? '返回' : '查看解读'}
      onView={showReading}
    />
  );
}
