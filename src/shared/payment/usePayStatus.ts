import { useCallback, useEffect, useState } from 'react';
import { flagUserInfo } from '../session/currentUser';
import type { PayStatusAnswer } from './api';
import { cachedOrderId, clearOrderId } from './orderCache';
import { payStatus$ } from './payStatus';
import { payOutcome } from './rules';

export type PayStatusView =
  /** No order waits: nothing is asked (product-spec §4: "rejected with nothing"). */
  | { phase: 'none' }
  | { phase: 'asking' }
  /** Still unpaid; `exhausted` once the page stopped asking by itself. */
  | { phase: 'awaiting'; exhausted: boolean }
  | { phase: 'paid' | 'failed' | 'cancelled'; answer: PayStatusAnswer }
  | { phase: 'error'; error: unknown };

/**
 * The result of the order cached before the provider (a top-up, a plan paid directly): followed while it awaits; a final answer
 * forgets the order, and a payment flags the user's data stale so every balance shows the coins.
 */
export function usePayStatus(channel: string) {
  // Read once: the id is cleared on a final answer, and the page must keep showing that answer.
  const [orderId] = useState(() => cachedOrderId(channel));
  const [round, setRound] = useState(0);
  const [view, setView] = useState<PayStatusView>(() =>
    orderId === null ? { phase: 'none' } : { phase: 'asking' },
  );
  useEffect(() => {
    if (orderId === null) return;
    let last: PayStatusAnswer | undefined;
    const subscription = payStatus$(orderId).subscribe({
      next: (answer) => {
        last = answer;
        const outcome = payOutcome(answer.status);
        if (outcome === 'awaiting') return setView({ phase: 'awaiting', exhausted: false });
        clearOrderId(channel);
        if (outcome === 'paid') flagUserInfo();
        setView({ phase: outcome, answer });
      },
      error: (error: unknown) => setView({ phase: 'error', error }),
      complete: () => {
        if (last && payOutcome(last.status) === 'awaiting')
          setView({ phase: 'awaiting', exhausted: true });
      },
    });
    return () => subscription.unsubscribe();
  }, [orderId, channel, round]);
  /** 刷新 after the asks ran out, or 重新加载 after a failure: ask afresh. */
  const askAgain = useCallback(() => {
    setView({ phase: 'asking' });
    setRound((r) => r + 1);
  }, []);
  return { view, askAgain };
}
