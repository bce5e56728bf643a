import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { failureText, isRefusal } from '@shared/http';
import { hrefFor } from '@shared/routes';
import { flagUserInfo } from '@shared/session/currentUser';
import { requestWithdrawal } from './api';
import { newRequestId } from '@shared/http';
import type { WithdrawOrder } from './useWithdrawForm';

/**
 * 确认提现: one request per tap (a second tap while the first is out does nothing), one requestId
 * per attempt — kept while the order stays the same so a retry withdraws once, new when the fan
 * changes anything or after a refusal. Success replaces the page with the withdrawal's detail (back
 * must not return to a form already sent) and flags the user's data stale (the balance moved).
 */
export function useSubmitWithdraw() {
  const navigate = useNavigate();
  const busy = useRef(false);
  const attempt = useRef<{ signature: string; requestId: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const requestIdFor = (order: WithdrawOrder): string => {
    const signature = JSON.stringify(order);
    if (attempt.current?.signature !== signature)
      attempt.current = { signature, requestId: newRequestId() };
    return attempt.current.requestId;
  };

  const submit = async (order: WithdrawOrder) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    setError(null);
    try {
      const { id } = await requestWithdrawal({ ...order, requestId: requestIdFor(order) });
      flagUserInfo();
      void navigate(hrefFor('userDrawMoneyDetail', { id }), { replace: true });
    } catch (failure) {
      if (isRefusal(failure)) attempt.current = null;
      busy.current = false;
      setSubmitting(false);
      setError(failureText(failure, '提现失败，请稍后重试'));
    }
  };

  return { submit, submitting, error };
}
