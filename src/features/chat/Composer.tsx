import { useState, type FormEvent } from 'react';
import { CHAT_MAX_LENGTH } from '@contracts/chat';
import type { SendResult } from '@realtime';
import { COUNTER_FROM, muteNotice, textLength } from './rules';

export interface ComposerProps {
  /** null for a visitor: the composer offers login instead. */
  canSend: boolean;
  muted: boolean;
  mutedUntil: number | null;
  onSend: (text: string) => SendResult;
  onLogin: () => void;
}

/**
 * The input and send button. The text stays when a send is refused (the reason shows under it) and
 * clears once the message is on its way; the counter shows near the limit. A visitor gets a login
 * button; a muted fan sees until when, with the input off.
 */
export function Composer({ canSend, muted, mutedUntil, onSend, onLogin }: ComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!canSend)
    return (
      <div className="chat-composer chat-composer--login">
        <button
          type="button"
          className="chat-composer__login"
          onClick={onLogin}
          data-testid="chat-login"
        >
          登录后参与聊天
        </button>
      </div>
    );
  const length = textLength(text);
  const over = length > CHAT_MAX_LENGTH;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (muted || length === 0) return;
    const result = onSend(text);
    if (result.ok) {
      setText('');
      setError(null);
    } else setError(result.msg);
  };
  return (
    <form className="chat-composer" onSubmit={submit}>
      {muted && (
        <p className="chat-composer__notice" role="status" data-testid="chat-mute-notice">
          {muteNotice(mutedUntil)}
        </p>
      )}
      {error && !muted && (
        <p className="chat-composer__error" role="alert" data-testid="chat-send-error">
          {error}
        </p>
      )}
      <div className="chat-composer__row">
        <input
          className="chat-composer__input"
          data-testid="chat-input"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          placeholder={muted ? '禁言中' : '说点什么…'}
          aria-label="聊天消息"
          enterKeyHint="send"
          autoComplete="off"
          disabled={muted}
          aria-invalid={over}
        />
        {length >= COUNTER_FROM && (
          <span className={`chat-composer__count${over ? ' is-over' : ''}`} aria-live="polite">
            {over ? `超出 ${length - CHAT_MAX_LENGTH} 字` : `${length}/${CHAT_MAX_LENGTH}`}
          </span>
        )}
        <button
          type="submit"
          className="chat-composer__send"
          data-testid="chat-send"
          disabled={muted || length === 0 || over}
        >
          发送
        </button>
      </div>
    </form>
  );
}
