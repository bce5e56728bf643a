import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { currentChannel } from '@shared/channels';
import { showAlert, showToast } from '@shared/overlays';
import { usePayStatus } from '@shared/payment';

/**
 * Back from the provider (product-spec §4 "Set-meal payment"): the cached order is followed — paid
 * (status 2) is success and opens `boughtHref` (the record with the new package); anything else
 * is told as being confirmed (支付确认中) or failed. Nothing without a cached order.
 */
export function SetMealReturn({ boughtHref }: { boughtHref: string }) {
  const navigate = useNavigate();
  const { view } = usePayStatus(currentChannel().channel);
  useEffect(() => {
    if (view.phase === 'paid') {
      void showToast('套餐购买成功');
      void navigate(boughtHref);
    } else if (view.phase === 'failed' || view.phase === 'cancelled') {
      void showAlert({
        message: view.phase === 'failed' ? '支付失败，请重新订购' : '支付已取消',
        buttons: [{ text: '知道了', choice: 'ok', primary: true }],
      });
    } else if (view.phase === 'awaiting' && view.exhausted) {
      void showAlert({
        message: '支付结果查询中，请稍后在套餐记录中查看',
        buttons: [{ text: '知道了', choice: 'ok', primary: true }],
      });
    }
  }, [view, navigate, boughtHref]);
  if (view.phase !== 'asking' && !(view.phase === 'awaiting' && !view.exhausted)) return null;
  return (
    <p className="sm-return" role="status" data-testid="set-meal-return">
      支付确认中...
    </p>
  );
}
