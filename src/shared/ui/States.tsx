/** Loading, empty and error states, alike on every screen (styles in src/app/styles.css). */

export function Skeleton({ rows = 5, testId }: { rows?: number; testId?: string }) {
  return (
    // A progress bar with no value: "loading", named, and not a live region that would talk.
    <div
      className="ui-skeleton"
      data-testid={testId}
      role="progressbar"
      aria-busy="true"
      aria-label="加载中"
    >
      {Array.from({ length: rows }, (_, i) => (
        <span className="ui-skeleton__bar" key={i} />
      ))}
    </div>
  );
}

export function EmptyState({ text, testId }: { text: string; testId?: string }) {
  return (
    <div className="ui-state" data-testid={testId}>
      <p>{text}</p>
    </div>
  );
}

/** What went wrong, in words for the fan, and a button to try again. */
export function ErrorState({
  message,
  onRetry,
  testId,
}: {
  message: string;
  onRetry: () => void;
  testId?: string;
}) {
  return (
    <div className="ui-state" data-testid={testId} role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        重新加载
      </button>
    </div>
  );
}
