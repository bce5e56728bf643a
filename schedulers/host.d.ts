/**
 * The host globals schedulers/ relies on, declared here on purpose: this layer is compiled without the
 * DOM and Node libraries (tsconfig.nodom.json), so anything else it touches fails the typecheck.
 * Browsers and Node both provide these.
 */
/** Opaque: browsers return a number, Node an object; schedulers/ only hands it back to clear*. */
type TimerHandle = unknown;

declare function setTimeout(handler: () => void, ms?: number): TimerHandle;
declare function clearTimeout(handle: TimerHandle): void;
declare function setInterval(handler: () => void, ms?: number): TimerHandle;
declare function clearInterval(handle: TimerHandle): void;

interface AbortSignal {
  readonly aborted: boolean;
  readonly reason: unknown;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

declare class AbortController {
  constructor();
  readonly signal: AbortSignal;
  abort(reason?: unknown): void;
}
