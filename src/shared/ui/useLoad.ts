import { useCallback, useEffect, useState } from 'react';

/**
 * One call on mount (and on `reload`), for the pages that need a fresh answer each visit (password
 * set info, identity status, phone-change state). A late answer after unmount is dropped.
 */
export function useLoad<T>(load: () => Promise<T>) {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({
    loading: true,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    load().then(
      (data) => live && setState({ data, loading: false }),
      (error: unknown) => live && setState({ error, loading: false }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is a module function; `round` reloads
  }, [round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
