import { useCallback, useRef, useState } from 'react';
import { failureText } from '@shared/http';

/**
 * One submit at a time, for any form: `run` ignores calls while a task is in flight (a ref, so even
 * two taps in one frame send once), shows the busy state, and turns a failure into the form's error
 * message with failureText (the server's words, else `fallback`). A form says its own problems with
 * `setError` before it runs anything.
 */
export function useSubmit(fallback: string) {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (task: () => Promise<void>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setError(null);
      try {
        await task();
      } catch (failure) {
        setError(failureText(failure, fallback));
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [fallback],
  );

  return { busy, error, setError, run };
}
