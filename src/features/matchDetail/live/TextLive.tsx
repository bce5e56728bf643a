import { useState } from 'react';
import { fetchTextLive, type TextLive as TextLivePage } from '../api';
import { errorText } from '../useDetailJob';
import { mergeTextPages } from './rules';

type Line = TextLivePage['list'][number];

/**
 * Text commentary, newest first. The newest page comes from the tab's job (polled while live);
 * 查看更早 pages back through older lines on demand.
 */
export function TextLive({ matchId, newest }: { matchId: number; newest: TextLivePage }) {
  const [older, setOlder] = useState<{ lines: Line[]; hasMore: boolean } | null>(null);
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
      const page = await fetchTextLive(matchId, last.id);
      setOlder((prev) => ({
        lines: [...(prev?.lines ?? []), ...page.list],
        hasMore: page.hasMore,
      }));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="md-text">
      <ol className="md-text__list" data-testid="text-live">
        {lines.map((line) => (
          <li key={line.id} className="md-text__line">
            <span className="md-text__minute">{line.minute}</span>
            <span className="md-text__content">{line.content}</span>
          </li>
        ))}
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
