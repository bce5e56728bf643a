import type { Transport } from './transport';
import { CHAT_ACK_TIMEOUT_MS } from './timings';

/** A send tried while the socket is down: shown failed at once, never queued for a later burst. */
export class OfflineError extends Error {
  constructor() {
    super('网络已断开，消息未发出，请稍后重试');
    this.name = 'OfflineError';
  }
}

/**
 * Emits and waits for the server's acknowledgement (its answer), or fails: offline at once, or
 * when no answer comes within `timeoutMs` (the transport's timeout). Messages written offline are
 * not kept to be flushed on reconnect (issue 8 item 4): the fan retries the ones still worth it.
 */
export function sendWithAck(
  transport: Transport,
  event: string,
  payload: unknown,
  timeoutMs: number = CHAT_ACK_TIMEOUT_MS,
): Promise<unknown> {
  if (!transport.connected) return Promise.reject(new OfflineError());
  return new Promise((resolve, reject) => {
    transport.emit(
      event,
      payload,
      (error, response) => (error ? reject(error) : resolve(response)),
      timeoutMs,
    );
  });
}
