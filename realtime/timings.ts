/** The socket layer's own defaults (ours, not the spec's; docs/decisions/scheduler.md, issue 8). */
import { MINUTE_MS, SECOND_MS } from '@domain/time';

/** The chat socket's reconnect backoff: first wait, and the longest (jitter stays on after it). */
export const RECONNECT_BASE_MS = 1 * SECOND_MS;
export const RECONNECT_CAP_MS = 30 * SECOND_MS;
/** A page hidden this long closes its socket; it reopens on return (issue 8). */
export const SOCKET_HIDDEN_CLOSE_MS = 1 * MINUTE_MS;
/** The socket stays open this long after the last chat screen closed (a quick way back reuses it). */
export const SOCKET_IDLE_CLOSE_MS = 30 * SECOND_MS;
/** A chat message's acknowledgement must come within this, or it shows as failed with a retry. */
export const CHAT_ACK_TIMEOUT_MS = 8 * SECOND_MS;
/** A live watch's answer must come within this, or it is asked again on a backoff (polls serve meanwhile). */
export const LIVE_WATCH_ACK_MS = 8 * SECOND_MS;
