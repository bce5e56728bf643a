import type { ConnectionState } from '@realtime';
import { CHAT_STATUS_LABELS, chatStatusOf } from './rules';

/**
 * The connection, calmly (issue 8 item 5): a small dot, and words only when something is not right.
 * `data-state` is one of connecting, connected, reconnecting, offline.
 */
export function ConnectionBadge({ state }: { state: ConnectionState }) {
  const status = chatStatusOf(state);
  const label = CHAT_STATUS_LABELS[status];
  return (
    <span
      className={`chat-status chat-status--${status}`}
      data-testid="chat-status"
      data-state={status}
      role="status"
      aria-label={label}
      title={label}
    >
      <span className="chat-status__dot" aria-hidden="true" />
      {status !== 'connected' && <span className="chat-status__text">{label}</span>}
    </span>
  );
}
