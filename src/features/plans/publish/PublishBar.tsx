/**
 * The foot of the form: today's count against the daily limit, why the last tap did not publish
 * (the form's first problem, or the server's refusal in its own words), and 发布 — disabled while a
 * request is out (发布中...) and once the day's limit is reached.
 */
export function PublishBar({
  todayCount,
  dailyLimit,
  message,
  sending,
  limitReached,
  onPublish,
}: {
  todayCount: number;
  dailyLimit: number;
  message: string | null;
  sending: boolean;
  limitReached: boolean;
  onPublish: () => void;
}) {
  return (
    <footer className="pub-bar">
      {message && (
        <p className="pub-problem" role="alert" data-testid="publish-message">
          {message}
        </p>
      )}
      <div className="pub-bar__row">
        <span className="pub-bar__count" data-testid="publish-today">
          今日已发布 {todayCount}/{dailyLimit}
        </span>
        <button
          type="button"
          className="btn btn--primary pub-bar__submit"
          data-testid="publish-submit"
          disabled={sending || limitReached}
          aria-busy={sending}
          onClick={onPublish}
        >
          {sending ? '发布中...' : '发布'}
        </button>
      </div>
    </footer>
  );
}
