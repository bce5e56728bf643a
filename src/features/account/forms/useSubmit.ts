import { useCallback, useRef, useState } from 'react';
import { isApiError } from '@shared/http';

const FALLBACK = '系统错误，请稍后再试！';

/** The fan-facing message of a failed submit: the server's Chinese message, or a plain fallback. */
export function messageOf(error: unknown): string {
  return isApiError(error) ? error.message : FALLBACK;
}

/**
 * One submit at a time: `run` ignores calls while a task is in flight (a ref, so even two taps in
 * one frame send once), shows the loading state, and turns a failure into the form's error message.
 */
export function useSubmit() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(async (task: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);

  return { busy, error, setError, run };
}
