import { Link } from 'react-router-dom';
import { hrefFor } from '@shared/routes';
import { useLoggedIn } from '@shared/session';
import { useResource } from '@shared/resource';
import { newNoteCountResource } from './resources';
import { badgeText } from './rules';
import './notes.css';

/**
 * The way into 专家笔记 from the expert's own screens, with how many notes came since the expert
 * last looked. The count is a hint: when it cannot be had, the link simply shows none.
 */
export default function NotesEntry() {
  const loggedIn = useLoggedIn();
  // A hint: a visitor is not asked, and a failure shows no count.
  const count = useResource(newNoteCountResource, undefined, { enabled: loggedIn }).data ?? 0;
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
