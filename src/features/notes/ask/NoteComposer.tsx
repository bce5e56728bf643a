import { useState } from 'react';
import { NOTE_CHARS, type SubjectNote } from '@contracts/notes';
import { noteLength, noteProblem, noteSendable, NoteTexts, type NoteBlock } from './rules';
import { useSendNote } from './useSendNote';
import type { NoteSubjectRef } from './api';

/** 写留言: the box, its counter and what is wrong said at once, and 发送 (off while empty or sending). */
export function NoteComposer({
  subject,
  onSent,
  onBlocked,
}: {
  subject: NoteSubjectRef;
  onSent: (note: SubjectNote) => void;
  onBlocked: (block: NoteBlock) => void;
}) {
  const [text, setText] = useState('');
  const { send, sending } = useSendNote(subject, onSent, onBlocked);
  const length = noteLength(text);
  const problem = noteProblem(text);
  return (
    <form
      className="pn-compose"
      onSubmit={(event) => {
        event.preventDefault();
        void send(text).then((sent) => sent && setText(''));
      }}
    >
      <textarea
        className="pn-compose__input"
        aria-label="写留言"
        placeholder={NoteTexts.placeholder}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        data-testid="note-input"
      />
      <div className="pn-compose__bar">
        <span
          className={`pn-counter${length > NOTE_CHARS.max ? ' is-over' : ''}`}
          data-testid="note-count"
        >
          {length}/{NOTE_CHARS.max}
        </span>
        {problem && (
          <span className="pn-problem" role="alert" data-testid="note-problem">
            {problem}
          </span>
        )}
        <button
          type="submit"
          className="btn btn--primary pn-send"
          disabled={sending || !noteSendable(text)}
          aria-busy={sending}
          data-testid="note-send"
        >
          {sending ? '发送中…' : '发送'}
        </button>
      </div>
    </form>
  );
}
