import { useMemo, useState } from 'react';
import { NOTE_REFUSAL_CODES, type SubjectNote } from '@contracts/notes';
import { failureText } from '@shared/http';
import { PagedSection, usePagedList } from '@shared/paging';
import { requireLogin, useLoggedIn } from '@shared/session';
import { EmptyState, ErrorState, Skeleton } from '@shared/ui';
import { fetchSubjectNotes, type NoteSubjectRef } from './api';
import { NoteComposer } from './NoteComposer';
import { NoteItem } from './NoteItem';
import { afterSent, NoteTexts, type NoteBlock, type NoteMeta } from './rules';
import './notes.css';

/** Above the notes: the box, why it is not there, or the way to log in. */
function Compose({
  subject,
  loggedIn,
  meta,
  onSent,
  onBlocked,
}: {
  subject: NoteSubjectRef;
  loggedIn: boolean;
  meta: NoteMeta | null;
  onSent: (note: SubjectNote) => void;
  onBlocked: (block: NoteBlock) => void;
}) {
  if (!loggedIn || meta?.blocked?.code === NOTE_REFUSAL_CODES.noLogin)
    return (
      <div className="pn-login" data-testid="note-login">
        <span>{NoteTexts.login}</span>
        <button type="button" className="pn-login__go" onClick={() => requireLogin()}>
          去登录
        </button>
      </div>
    );
  if (!meta) return null;
  if (meta.blocked)
    return (
      <p className="pn-blocked" data-testid="note-blocked">
        {meta.blocked.msg}
      </p>
    );
  return <NoteComposer subject={subject} onSent={onSent} onBlocked={onBlocked} />;
}

/**
 * 留言 under a plan or an interpretation: the notes its expert displays, with the replies, and the viewer's own (marked
 * 仅自己可见 until displayed), newest first, ten at a time; above them the box to write one, when
 * the server says the viewer may. A note just sent shows at the top at once.
 */
export function SubjectNotes({ subject }: { subject: NoteSubjectRef }) {
  const { kind, id } = subject;
  const loggedIn = useLoggedIn();
  const [meta, setMeta] = useState<NoteMeta | null>(null);
  const [sent, setSent] = useState<SubjectNote[]>([]);
  const pages = usePagedList<SubjectNote, number>(
    () => ({
      first: 1,
      keyOf: (note) => note.noteId,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchSubjectNotes({ kind, id }, pageNo, signal);
        if (pageNo === 1) {
          setMeta({ blocked: page.blocked, mine: page.mine, limit: page.limit });
          setSent([]);
        }
        return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    [kind, id, loggedIn],
  );
  const notes = useMemo(() => {
    const fresh = new Set(sent.map((n) => n.noteId));
    return [...sent, ...pages.items.filter((n) => !fresh.has(n.noteId))];
  }, [sent, pages.items]);
  const onSent = (note: SubjectNote) => {
    // A retry is answered with the note written before: already shown, already counted.
    if (notes.some((n) => n.noteId === note.noteId)) return;
    setSent((list) => [note, ...list]);
    setMeta((m) => m && afterSent(m));
  };
  const onBlocked = (blocked: NoteBlock) => setMeta((m) => (m ? { ...m, blocked } : m));
  return (
    <section className="pn-section" data-testid="notes">
      <h3 className="pn-title">
        留言
        {meta && loggedIn && meta.blocked?.code !== NOTE_REFUSAL_CODES.own && (
          <span className="pn-title__mine" data-testid="note-mine">
            我的 {meta.mine}/{meta.limit}
          </span>
        )}
      </h3>
      <Compose
        subject={subject}
        loggedIn={loggedIn}
        meta={meta}
        onSent={onSent}
        onBlocked={onBlocked}
      />
      {pages.status === 'error' ? (
        <ErrorState message={failureText(pages.error)} onRetry={pages.retry} testId="notes-error" />
      ) : pages.status !== 'ready' ? (
        <Skeleton rows={3} testId="notes-skeleton" />
      ) : notes.length === 0 ? (
        <EmptyState text={NoteTexts.empty} testId="notes-empty" />
      ) : (
        <PagedSection pages={pages} className="pn-list" moreTestId="notes-more" pull={false}>
          {notes.map((note) => (
            <NoteItem key={note.noteId} note={note} />
          ))}
        </PagedSection>
      )}
    </section>
  );
}
