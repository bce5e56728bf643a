import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ExpertNote } from '@contracts/notes';
import { failureText } from '@shared/http';
import { PagedSection, usePagedList } from '@shared/paging';
import { hrefFor } from '@shared/routes';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { fetchInboxPage } from './api';
import { InboxRow } from './InboxRow';
import { InboxTexts, isNotExpert } from './rules';
import { markNotesSeen } from './seen';
import './notes.css';

/** A fan who is no expert: what this page is, and the way to become one. */
function NotExpert() {
  return (
    <div className="ui-state xn-not-expert" data-testid="notes-not-expert">
      <p>{InboxTexts.notExpert}</p>
      <Link className="btn btn--primary" to={hrefFor('expert-apply')}>
        申请成为专家
      </Link>
    </div>
  );
}

function Inbox() {
  // The rows the expert changed (a reply, 展示 / 隐藏), as the server answered them, over the pages.
  const [changed, setChanged] = useState<ReadonlyMap<number, ExpertNote>>(new Map());
  const pages = usePagedList<ExpertNote, number>(
    () => ({
      first: 1,
      keyOf: (note) => note.noteId,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchInboxPage(pageNo, signal);
        if (pageNo === 1) {
          setChanged(new Map());
          if (page.list[0]) markNotesSeen(page.list[0].createdAt);
        }
        return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    [],
  );
  const onChanged = useCallback(
    (note: ExpertNote) => setChanged((m) => new Map(m).set(note.noteId, note)),
    [],
  );
  const notes = useMemo(
    () => pages.items.map((n) => changed.get(n.noteId) ?? n),
    [pages.items, changed],
  );
  if (pages.status === 'error')
    return isNotExpert(pages.error) ? (
      <NotExpert />
    ) : (
      <ErrorState message={failureText(pages.error)} onRetry={pages.retry} testId="notes-error" />
    );
  if (pages.status !== 'ready') return <Skeleton rows={6} testId="notes-skeleton" />;
  return (
    <PagedSection
      pages={pages}
      className="xn-list"
      testId="notes-list"
      moreTestId="notes-more"
      placeholder={<EmptyState text={InboxTexts.empty} testId="notes-empty" />}
    >
      {notes.map((note) => (
        <InboxRow key={note.noteId} note={note} onChanged={onChanged} />
      ))}
    </PagedSection>
  );
}

/**
 * 专家笔记 (`expert-note`, behind login): the notes fans left under the expert's plans, newest
 * first, ten at a time, pull to refresh; each opens its plan, and the expert replies inline (回复
 * opens the box) and shows or hides it under the plan. A fan who is no expert is told what the page
 * is for.
 */
export default function ExpertNotePage() {
  return (
    <div className="page xn-page" data-testid="expert-note-page">
      <PageHeader title="专家笔记" />
      <Inbox />
    </div>
  );
}
