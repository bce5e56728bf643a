import { useLocation, useNavigate } from 'react-router-dom';
import { hrefFor } from '@shared/routes';
import type { JieduPayState } from './rules';

/** The reading a pay page was opened from (its location state), or null for a page opened by a link. */
export function useJieduIdFromState(): number | null {
  const state = useLocation().state as Partial<JieduPayState> | null;
  return typeof state?.jieduId === 'number' ? state.jieduId : null;
}

/**
 * Leaving a pay page: to the reading it was opened over (right behind in history), to the reading
 * named by the link's jieduId, or — with neither — back where the fan came from (home for a page
 * opened first).
 */
export function useLeaveJieduPay(linkedId: number | null = null) {
  const navigate = useNavigate();
  const fromState = useJieduIdFromState();
  const back = () => {
    if (fromState !== null) void navigate(-1);
    else if (linkedId !== null)
      void navigate(hrefFor('tjInterpretation', { id: linkedId }), { replace: true });
    else if (window.history.length > 1) void navigate(-1);
    else void navigate(hrefFor('tabs/home'), { replace: true });
  };
  /** The reading again, in the pay page's place: after buying it opens unlocked. */
  const showReading = () => {
    const id = fromState ?? linkedId;
    if (id === null) back();
    else void navigate(hrefFor('tjInterpretation', { id }), { replace: true });
  };
  return { back, showReading, jieduId: fromState ?? linkedId };
}
