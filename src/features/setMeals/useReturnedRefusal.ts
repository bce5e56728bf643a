import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { showAlert } from '@shared/overlays';

/**
 * Back with a refusal (the purchase's errMsg), or from a direct payment (status, errMsg): said once,
 * then the query is cleared so a reload does not say it again.
 */
export function useReturnedRefusal(): void {
  const [query, setQuery] = useSearchParams();
  const errMsg = query.get('errMsg');
  useEffect(() => {
    if (!errMsg) return;
    setQuery({}, { replace: true });
    void showAlert({ message: errMsg, buttons: [{ text: '知道了', choice: 'ok', primary: true }] });
  }, [errMsg, setQuery]);
}
