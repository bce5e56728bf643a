import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { hrefFor } from '@shared/routes';
import { useLoggedIn } from '@shared/session';
import { fetchNewNoteCount } from './api';
import { badgeText } from './rules';
import { notesSeenAt } from './seen';
import './notes.css';

/**
 * The way into 专家笔记 from the expert's own screens, with how many notes came since the expert
 * last looked. The count is a hint: when it cannot be had, the link simply shows none.
 */
export default function NotesEntry() {
  const loggedIn = useLoggedIn();
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    fetchNewNoteCount(notesSeenAt()).then(
      (n) => live && setCount(n),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loggedIn]);
  return (
    <Link className="xn-entry" to={hrefFor('expert-note')} data-testid="expert-notes-entry">
      专家笔记
      {count > 0 && (
        <span className="xn-badge" data-testid="expert-notes-new">
          {badgeText(count)}
        </span>
      )}
      <span aria-hidden="true"> ›</span>
    </Link>
  );
}
