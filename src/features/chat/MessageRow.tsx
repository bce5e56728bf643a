import { memo } from 'react';
import type { ChatEntry } from '@realtime';
import { Avatar } from '@shared/ui';

export interface MessageRowProps {
  entry: ChatEntry;
  mine: boolean;
  /** A time line above the message (the first one, or after a pause). */
  timeText: string | null;
  /** An administrator may tap another fan's avatar to mute or unmute them. */
  moderate: ((entry: ChatEntry) => void) | null;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}

/** The character a fan without a picture or a name shows (迷, for 球迷). */
const FAN_INITIAL = '迷';

/**
 * One message. The text is rendered as text by React (never as HTML), whatever it holds. Rows use
 * padding, not margins, so the virtual list measures them exactly.
 */
export const MessageRow = memo(function MessageRow({
  entry,
  mine,
  timeText,
  moderate,
  onRetry,
  onDiscard,
}: MessageRowProps) {
  const avatar = (
    <Avatar
      icon={entry.userIcon}
      name={entry.nickName}
      fallback={FAN_INITIAL}
      className="chat-avatar"
    />
  );
  return (
    <div
      className={`chat-row${mine ? ' chat-row--mine' : ''}`}
      data-testid="chat-message"
      data-message-id={entry.serverId ?? undefined}
      data-client-id={entry.clientId ?? undefined}
      data-state={entry.state ?? 'received'}
      data-user-id={entry.userId}
    >
      {timeText && <p className="chat-row__time">{timeText}</p>}
      <div className="chat-row__line">
        {moderate && !mine ? (
          <button
            type="button"
            className="chat-row__author"
            aria-label={`管理 ${entry.nickName}`}
            data-testid="chat-author"
            onClick={() => moderate(entry)}
          >
            {avatar}
          </button>
        ) : (
          <span className="chat-row__author">{avatar}</span>
        )}
        <div className="chat-row__body">
          {!mine && <span className="chat-row__name">{entry.nickName}</span>}
          <p className="chat-row__bubble">{entry.content}</p>
          {entry.state === 'pending' && (
            <span className="chat-row__state" role="status">
              发送中…
            </span>
          )}
          {entry.state === 'failed' && entry.clientId !== null && (
            <span className="chat-row__state chat-row__state--failed" role="alert">
              {entry.error ?? '发送失败'}
              {entry.retryable && (
                <button
                  type="button"
                  className="chat-row__action"
                  data-testid="chat-retry"
                  onClick={() => onRetry(entry.clientId ?? '')}
                >
                  重试
                </button>
              )}
              {!entry.maybeSent && (
                <button
                  type="button"
                  className="chat-row__action"
                  onClick={() => onDiscard(entry.clientId ?? '')}
                >
                  删除
                </button>
              )}
            </span>
          )}
        </div>
      </div>
    </div>
  );
});
