import { memo } from 'react';
import type { SubjectNote } from '@contracts/notes';
import { date2 } from '@shared/format';
import { Avatar } from '@shared/ui';
import { NoteTexts } from './rules';

/** One note under the plan, and the expert's reply under it. Every word is shown as text. */
export const NoteItem = memo(function NoteItem({ note }: { note: SubjectNote }) {
  return (
    <article className="pn-note" data-testid="note" data-note-id={note.noteId}>
      <Avatar
        icon={note.author.icon}
        name={note.author.nickName}
        fallback="球"
        className="pn-avatar"
      />
      <div className="pn-note__body">
        <div className="pn-note__head">
          <span className="pn-note__name">{note.author.nickName}</span>
          {note.own && !note.display && (
            <span className="pn-tag" data-testid="note-private">
              {NoteTexts.onlyMe}
            </span>
          )}
          <time className="pn-note__time">{date2(note.createdAt, 'MM-dd HH:mm')}</time>
        </div>
        <p className="pn-note__text" data-testid="note-content">
          {note.content}
        </p>
        {note.reply !== null && (
          <div className="pn-reply" data-testid="note-reply">
            <span className="pn-reply__who">专家回复：</span>
            {note.reply}
          </div>
        )}
      </div>
    </article>
  );
});
