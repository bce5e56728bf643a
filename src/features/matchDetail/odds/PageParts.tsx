/** Small pieces of the paged lists of the tab and the history page. */

/** Asks for the next page. */
export function MoreButton({ onMore }: { onMore: () => void }) {
  return (
    <button type="button" className="mdo-more" data-testid="odds-more" onClick={onMore}>
      加载更多
    </button>
  );
}

/**
 * The quiet line of a part that is loading or failed (a later page, the provider list): the error
 * with a retry, else 加载中…; the whole tab's states stay with JobContent.
 */
export function StateLine({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  if (error === null) return <>加载中…</>;
  return (
    <span role="alert">
      {error}
      <button type="button" className="mdo-link" onClick={onRetry}>
        重试
      </button>
    </span>
  );
}
