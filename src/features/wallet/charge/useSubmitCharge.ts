import { useEffect, useRef, useState } from 'react';
import { failureText } from '@shared/http';
import { cacheOrderId, goToCashier, markBackToHome, returnUrlFor } from '@shared/payment';
import { hrefFor } from '@shared/routes';
import { openCharge } from './api';
import type { ChargeOrder } from './useChargeForm';

/**
 * 立即充值: opens the order, remembers it for the result page (product-spec §4), marks the way back
 * to home, and leaves for the provider's cashier behind 支付跳转中.... One order per tap: a second
 * tap while the first is on its way does nothing.
 */
export function useSubmitCharge(channel: string) {
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // Back from the cashier, a browser may restore this page from its back-forward cache exactly
    // as it was left: under the overlay, with the button locked.
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setSubmitting(false);
      setRedirecting(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const submit = async (order: ChargeOrder) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    setError(null);
    try {
      const answer = await openCharge({
        ...order,
        from: channel,
        returnUrl: returnUrlFor(hrefFor('userChargeFinish')),
      });
      cacheOrderId(channel, answer.id);
      markBackToHome(channel);
      setRedirecting(true);
      goToCashier(answer.key);
    } catch (failure) {
      busy.current = false;
      setSubmitting(false);
      setError(failureText(failure, '充值失败，请稍后重试'));
    }
  };

  return { submit, submitting, redirecting, error };
}
