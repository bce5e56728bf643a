import { useCallback, useEffect, useState } from 'react';

export type OptionsView<T> =
  | { status: 'idle'; items: readonly T[] }
  | { status: 'loading'; items: readonly T[] }
  | { status: 'ready'; items: readonly T[] }
  | { status: 'error'; items: readonly T[]; error: unknown };

/**
 * One picker's list (the cities of a province, the branches of a bank in a city), asked again when
 * `key` changes and dropped while `load` is null (nothing picked above it yet). A change aborts the
 * request still out, so a slow answer for the old province never fills the new one's list.
 */
export function useOptions<T>(
  key: string,
  load: ((signal: AbortSignal) => Promise<readonly T[]>) | null,
): OptionsView<T> & { retry: () => void } {
  const [view, setView] = useState<OptionsView<T>>({ status: 'idle', items: [] });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!load) {
      setView({ status: 'idle', items: [] });
      return;
    }
    const controller = new AbortController();
    setView({ status: 'loading', items: [] });
    load(controller.signal).then(
      (items) => !controller.signal.aborted && setView({ status: 'ready', items }),
      (error: unknown) =>
        !controller.signal.aborted && setView({ status: 'error', items: [], error }),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what `load` asks for
  }, [key, round]);
  const retry = useCallback(() => setRound((r) => r + 1), []);
  return { ...view, retry };
}
