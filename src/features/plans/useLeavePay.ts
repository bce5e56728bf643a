import { useLocation, useNavigate } from 'react-router-dom';
import { hrefFor } from '@shared/routes';
import type { PayPageState } from './useBuyPlan';

/** What a pay page was told in its location state; nothing for a page opened by a link. */
export function usePayPageState(): Partial<PayPageState> {
  const state = useLocation().state as Partial<PayPageState> | null;
  return state ?? {};
}

/** The plan a pay page was opened from (its location state), or null for a page opened by a link. */
export function usePlanIdFromState(): number | null {
  const { planId } = usePayPageState();
  return typeof planId === 'number' ? planId : null;
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
 * Back to the plan a pay page was opened over (it is right behind in history; after the provider it
 * is opened again in the page's place), or — for a page opened by a link — wherever the fan came
 * from.
 */
export function useBackToPlan(): () => void {
  const navigate = useNavigate();
  const goBack = useGoBack();
  const planId = usePlanIdFromState();
  const { returned } = usePayPageState();
  return () => {
    if (planId === null) goBack();
    else if (returned === true) void navigate(hrefFor('plan', { id: planId }), { replace: true });
    else void navigate(-1);
  };
}
