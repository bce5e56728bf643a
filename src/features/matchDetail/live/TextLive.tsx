import { useState, type ReactNode } from 'react';
import { fetchTextLive, type TextLive as TextLivePage } from '../api';
import { failureText } from '@shared/http';
import { mergeTextPages } from './rules';

/**
 * Text commentary, newest first. The newest page comes from the tab's job (polled while live);
 * 查看更早 pages back through older lines on demand.
 */
export function TextLive({ matchId, newest }: { matchId: number; newest: TextLivePage }) {
  return (
    <PagedTextLive
      newest={newest}
      fetchOlder={(beforeId) => fetchTextLive(matchId, beforeId)}
      testId="text-live"
      renderLine={(line) => (
        <li key={line.id} className="md-text__line">
          <span className="md-text__minute">{line.minute}</span>
          <span className="md-text__content">{line.content}</span>
        </li>
      )}
    />
  );
}

/** A page of text live lines, newest first, as both sports' calls answer. */
export interface TextLivePageOf<L extends { id: number }> {
  list: readonly L[];
  hasMore: boolean;
}

/**
 * The paging of a text live, for either sport: the polled newest page on top, older pages fetched
 * before the oldest line shown (查看更早) and kept under it without repeats.
 */
export function PagedTextLive<L extends { id: number }>({
  newest,
  fetchOlder,
  renderLine,
  testId,
}: {
  newest: TextLivePageOf<L>;
  fetchOlder: (beforeId: number) => Promise<TextLivePageOf<L>>;
  /** One `<li>` with its key. */
  renderLine: (line: L) => ReactNode;
  testId: string;
}) {
  const [older, setOlder] = useState<{ lines: L[]; hasMore: boolean } | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lines = mergeTextPages(newest.list, older?.lines ?? []);
  const hasMore = older ? older.hasMore : newest.hasMore;

  const loadOlder = async () => {
    const last = lines[lines.length - 1];
    if (!last || loading) return;
    setLoading(true);
    setError(null);
    try {
      const page = await fetchOlder(last.id);
      // Everything shown now is kept, not only the older pages: while the match goes on, lines leave
      // the polled newest page at its bottom, and they must not vanish from between the two.
      setOlder({ lines: [...lines, ...page.list], hasMore: page.hasMore });
    } catch (e) {
      setError(failureText(e));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="md-text">
      <ol className="md-text__list" data-testid={testId}>
        {lines.map((line) => renderLine(line))}
      </ol>
      {error && (
        <p className="md-text__error" role="alert">
          {error}
        </p>
      )}
      {hasMore && (
        <button
          type="button"
          className="btn md-text__more"
          disabled={loading}
          onClick={() => void loadOlder()}
        >
          {loading ? '加载中…' : '查看更早'}
        </button>
      )}
    </div>
  );
}
