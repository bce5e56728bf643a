/**
 * Gives the event loop a turn: the requests, socket frames and timers waiting run before the caller
 * goes on. PGlite answers its queries in this thread, so a long job of queries and computing (the
 * basketball seasons told at start) never leaves the microtask queue on its own and would hold
 * every request for its whole length; a step of such a job ends with this.
 */
export const yieldToEventLoop = (): Promise<void> =>
  new Promise((resolve) => setImmediate(resolve));
