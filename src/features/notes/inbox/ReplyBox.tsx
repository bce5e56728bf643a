import { useState } from 'react';
import { NOTE_REPLY_CHARS, type ExpertNote } from '@contracts/notes';
import { displayByDefault, replyLength, replyProblem, replySendable } from './rules';

/** 回复 opened under a note: the reply (the current one to edit), its counter, and 展示给所有人. */
export function ReplyBox({
  note,
  sending,
  onSend,
  onCancel,
}: {
  note: ExpertNote;
  sending: boolean;
  onSend: (text: string, display: boolean) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(note.reply ?? '');
  const [display, setDisplay] = useState(() => displayByDefault(note));
  const length = replyLength(text);
  const problem = replyProblem(text);
  return (
    <form
      className="xn-reply-box"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(text, display);
      }}
      data-testid="note-reply-box"
    >
      <textarea
        className="xn-reply-box__input"
        aria-label="回复留言"
        placeholder="回复这条留言"
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        data-testid="note-reply-input"
      />
      <div className="xn-reply-box__bar">
        <label className="xn-reply-box__display">
          <input
            type="checkbox"
            checked={display}
            onChange={(event) => setDisplay(event.target.checked)}
            data-testid="note-reply-display"
          />
          展示给所有人
        </label>
        <span
          className={`xn-counter${length > NOTE_REPLY_CHARS.max ? ' is-over' : ''}`}
          data-testid="note-reply-count"
        >
          {length}/{NOTE_REPLY_CHARS.max}
        </span>
      </div>
      {problem && (
        <p className="xn-problem" role="alert" data-testid="note-reply-problem">
          {problem}
        </p>
      )}
      <div className="xn-reply-box__actions">
        <button type="button" className="xn-action" onClick={onCancel}>
          取消
        </button>
        <button
          type="submit"
          className="btn btn--primary xn-send"
          disabled={sending || !replySendable(text)}
          aria-busy={sending}
          data-testid="note-reply-send"
        >
          {sending ? '发送中…' : '发送回复'}
        </button>
      </div>
    </form>
  );
}
