/**
 * Asks `probe` again until it answers something `done` accepts, and answers that; a test waits for
 * an event another process makes happen (a notification landing, a job's round) without knowing
 * when. Fails with the last answer after `timeoutMs`.
 */
export async function eventually<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  opts: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + (opts.timeoutMs ?? 30_000);
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(
        `still not there after ${opts.timeoutMs ?? 30_000} ms: ${JSON.stringify(value)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, opts.everyMs ?? 100));
  }
}
