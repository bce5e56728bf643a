import { useCallback, useEffect, useMemo, useState } from 'react';
import { takeWhile } from 'rxjs';
import type { WithdrawalDetail } from '@contracts/wallet/withdraw';
import { appScheduler, type JobState, type Scheduler } from '@schedulers';
import { isApiError } from '@shared/http';
import { fetchWithdrawal } from './api';
import { isFinalStatus } from './rules';
import { WITHDRAWAL_REFRESH_MS } from './timings';

export type WithdrawalView =
  | { phase: 'loading' }
  | { phase: 'notFound' }
  | { phase: 'error'; error: unknown }
  | { phase: 'ready'; detail: WithdrawalDetail; refreshing: boolean };

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * Nothing more can change: the withdrawal is paid or refused, or there is none — and no request is
 * out (a pull on a final withdrawal must still see its answer).
 */
function settled(state: JobState<WithdrawalDetail>): boolean {
  if (state.status === 'fetching') return false;
  if (state.data) return isFinalStatus(state.data.status);
  return state.status === 'error' && isNotFound(state.error);
}

export function withdrawalView(state: JobState<WithdrawalDetail>): WithdrawalView {
  if (state.data)
    return { phase: 'ready', detail: state.data, refreshing: state.status === 'fetching' };
  if (state.status === 'error')
    return isNotFound(state.error) ? { phase: 'notFound' } : { phase: 'error', error: state.error };
  return { phase: 'loading' };
}

/**
 * One withdrawal as a scheduler job, followed while the page is open: every 30 s while it is under
 * review or being paid (paused while the page is hidden, like every poll), and let go once it is
 * final — a paid or refused withdrawal never changes again, so nothing is asked after that. Leaving
 * the page lets go too. `refresh` (pull, 重新加载) asks at once, even after the last answer.
 */
export function useWithdrawal(id: number, scheduler: Scheduler = appScheduler) {
  const handle = useMemo(
    () =>
      scheduler.poll<WithdrawalDetail>(
        `withdrawal:${id}`,
        ({ signal }) => fetchWithdrawal(id, signal),
        // A failed refresh waits for the next tick; the first failure shows 重新加载.
        { intervalMs: WITHDRAWAL_REFRESH_MS, retry: false },
      ),
    [scheduler, id],
  );
  const [state, setState] = useState(() => handle.peek());
  const [round, setRound] = useState(0);
  useEffect(() => {
    const subscription = handle.state$
      .pipe(takeWhile((s) => !settled(s), true))
      .subscribe(setState);
    return () => subscription.unsubscribe();
  }, [handle, round]);
  const refresh = useCallback(() => {
    handle.invalidate();
    setRound((r) => r + 1);
  }, [handle]);
  return { view: withdrawalView(state), refresh };
}
