import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { currentChannel } from '@shared/channels';
import { showAlert, showToast } from '@shared/overlays';
import { usePayStatus } from '../usePayStatus';
import '../payment.css';

export interface DirectPayReturnProps {
  /** Opened once paid (the record with the new package, the member centre). */
  boughtHref: string;
  /** 套餐购买成功, 会员开通成功. */
  paidText: string;
  /** 支付失败，请重新订购. */
  failedText: string;
  /** Still unknown after the asks: where to look later. */
  laterText: string;
  testId: string;
}

/**
 * Back from the provider: the cached order is followed — paid (status 2) is success and opens
 * `boughtHref`; anything else is told as being confirmed (支付确认中...), failed or cancelled.
 * Nothing without a cached order.
 */
export function DirectPayReturn({
  boughtHref,
  paidText,
  failedText,
  laterText,
  testId,
}: DirectPayReturnProps) {
  const navigate = useNavigate();
  const { view } = usePayStatus(currentChannel().channel);
  useEffect(() => {
    if (view.phase === 'paid') {
      void showToast(paidText);
      void navigate(boughtHref);
    } else if (view.phase === 'failed' || view.phase === 'cancelled') {
      void showAlert({
        message: view.phase === 'failed' ? failedText : '支付已取消',
        buttons: [{ text: '知道了', choice: 'ok', primary: true }],
      });
    } else if (view.phase === 'awaiting' && view.exhausted) {
      void showAlert({
        message: laterText,
        buttons: [{ text: '知道了', choice: 'ok', primary: true }],
      });
    }
  }, [view, navigate, boughtHref, paidText, failedText, laterText]);
  if (view.phase !== 'asking' && !(view.phase === 'awaiting' && !view.exhausted)) return null;
  return (
    <p className="pay-return" role="status" data-testid={testId}>
      支付确认中...
    </p>
  );
}
