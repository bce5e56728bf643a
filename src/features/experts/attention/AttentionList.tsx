import { useState } from 'react';
import type { AttentionPage, AttentionRow as AttentionRowData } from '@contracts/expertAttention';
import { failureText } from '@shared/http';
import { PagedSection, usePagedList } from '@shared/paging';
import { EmptyState, ErrorState, Skeleton } from '@shared/ui';
import { EXPERT_NOT_FOUND_TEXT, isExpertNotFound } from '../rules';
import { AttentionRow } from './AttentionRow';
import './attention.css';

/** A row's key: the user, or the expert for an expert without an account. */
const keyOf = (row: AttentionRowData) =>
  row.userId !== null ? `u${row.userId}` : `e${row.expert?.id ?? 0}`;

/**
 * A paged attention list (fans or follows), 20 a page, newest follow first, with the shared footer
 * and pull to refresh; `empty` when there is nobody, `noOwner` instead when the list has no owner
 * (a fan who is no expert has no fans list). A new `listKey` is a new list from its first page.
 */
export function AttentionList({
  listKey,
  fetchPage,
  empty,
  noOwner,
  countLabel,
}: {
  listKey: string;
  fetchPage: (pageNo: number, signal: AbortSignal) => Promise<AttentionPage>;
  empty: string;
  noOwner?: string;
  /** What the total counts (位粉丝, 位专家), shown above the rows. */
  countLabel: string;
}) {
  const [head, setHead] = useState<{ key: string; owned: boolean; total: number } | null>(null);
  const pages = usePagedList<AttentionRowData, number>(
    () => ({
      first: 1,
      keyOf,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchPage(pageNo, signal);
        setHead({ key: listKey, owned: page.owner !== null, total: page.total });
        return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    [listKey],
  );
  if (pages.status === 'error' && isExpertNotFound(pages.error))
    return <EmptyState text={EXPERT_NOT_FOUND_TEXT} testId="expert-not-found" />;
  if (pages.status === 'error')
    return (
      <ErrorState
        message={failureText(pages.error)}
        onRetry={pages.retry}
        testId="attention-error"
      />
    );
  if (pages.status !== 'ready') return <Skeleton rows={6} testId="attention-skeleton" />;
  const current = head?.key === listKey ? head : null;
  if (pages.items.length === 0 && !pages.hasMore)
    return (
      <EmptyState
        text={noOwner && current && !current.owned ? noOwner : empty}
        testId="attention-empty"
      />
    );
  return (
    <PagedSection
      pages={pages}
      className="xp-list"
      testId="attention-list"
      moreTestId="attention-more"
    >
      {current && (
        <p className="xp-note xp-att-count" data-testid="attention-count">
          共{current.total}
          {countLabel}
        </p>
      )}
      {pages.items.map((row) => (
        <AttentionRow key={keyOf(row)} row={row} />
      ))}
    </PagedSection>
  );
}
