import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ExpertNote } from '@contracts/notes';
import { date2 } from '@shared/format';
import { hrefFor } from '@shared/routes';
import { Avatar } from '@shared/ui';
import { ReplyBox } from './ReplyBox';
import { useNoteChange } from './useNoteChange';

/**
 * One note in the inbox: the plan or interpretation it is about (opening it), who wrote what and when, the reply, and
 * the expert's two actions — 回复 (opens the box; 修改回复 once replied) and 展示 / 隐藏.
 */
export const InboxRow = memo(function InboxRow({
  note,
  onChanged,
}: {
  note: ExpertNote;
  onChanged: (note: ExpertNote) => void;
}) {
  const [replying, setReplying] = useState(false);
  const change = useNoteChange(note, onChanged);
  return (
    <article className="xn-row" data-testid="note-row" data-note-id={note.noteId}>
      <Link
        className="xn-subject"
        to={
          note.subject.kind === 'plan'
            ? hrefFor('plan', { id: note.subject.id })
            : hrefFor('tjInterpretation', { id: note.subject.id })
        }
        data-testid="note-subject"
      >
        <span className="xn-subject__title">{note.subject.title}</span>
        <span className="xn-subject__match">{note.subject.matchName}</span>
      </Link>
      <div className="xn-head">
        <Avatar
          icon={note.author.icon}
          name={note.author.nickName}
          fallback="球"
          className="xn-avatar"
        />
        <span className="xn-head__name">{note.author.nickName}</span>
        <span
          className={`xn-state${note.display ? ' is-on' : ''}`}
          data-testid="note-display-state"
        >
          {note.display ? '已展示' : '未展示'}
        </span>
        <time className="xn-head__time">{date2(note.createdAt, 'MM-dd HH:mm')}</time>
      </div>
      <p className="xn-content" data-testid="note-content">
        {note.content}
      </p>
      {note.reply !== null && !replying && (
        <div className="xn-reply" data-testid="note-reply">
          <span className="xn-reply__who">我的回复：</span>
          {note.reply}
        </div>
      )}
      {replying ? (
        <ReplyBox
          note={note}
          sending={change.pending === 'reply'}
          onSend={(text, display) =>
            void change.reply(text, display).then((sent) => sent && setReplying(false))
          }
          onCancel={() => setReplying(false)}
        />
      ) : (
        <div className="xn-actions">
          <button
            type="button"
            className="xn-action"
            aria-pressed={note.display}
            aria-busy={change.pending === 'display'}
            onClick={() => void change.toggleDisplay()}
            data-testid="note-toggle-display"
          >
            {note.display ? '隐藏' : '展示'}
          </button>
          <button
            type="button"
            className="xn-action xn-action--primary"
            onClick={() => setReplying(true)}
            data-testid="note-reply-open"
          >
            {note.reply === null ? '回复' : '修改回复'}
          </button>
        </div>
      )}
    </article>
  );
});
