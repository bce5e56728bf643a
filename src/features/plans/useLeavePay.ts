import { useLocation, useNavigate } from 'react-router-dom';
import { hrefFor } from '@shared/routes';
import type { PayPageState } from './useBuyPlan';

/** The plan a pay page was opened from (its location state), or null for a page opened by a link. */
export function usePlanIdFromState(): number | null {
  const state = useLocation().state as Partial<PayPageState> | null;
  return typeof state?.planId === 'number' ? state.planId : null;
}

/** Back where the fan came from, or home for a page opened first (like the header's back). */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate(hrefFor('tabs/home'), { replace: true });
  };
}

/**
 * Back to the plan a pay page was opened over (it is right behind in history), or — for a page
 * opened by a link — wherever the fan came from.
 */
export function useBackToPlan(): () => void {
  const navigate = useNavigate();
  const goBack = useGoBack();
  const planId = usePlanIdFromState();
  return () => (planId === null ? goBack() : void navigate(-1));
}
