import { EmptyState } from '@shared/ui';
import type { MatchOffer } from './draft';
import { MatchRow } from './MatchRow';

/**
 * The matches open for publishing, soonest first. A match this expert already published on stays
 * in the list, greyed and marked 已发布 (one plan per match), so its absence is never a puzzle.
 */
export function MatchList({
  matches,
  onPick,
}: {
  matches: readonly MatchOffer[];
  onPick: (matchId: number) => void;
}) {
  if (matches.length === 0)
    return <EmptyState text="暂无可发布的比赛，请稍后再来" testId="publish-no-matches" />;
  const open = matches.filter((m) => !m.published).length;
  return (
    <section className="pub-matches" data-testid="publish-matches">
      <h2 className="pub-matches__head">
        选择比赛<small>{open}场可发布，开赛即截止</small>
      </h2>
      <ul className="pub-matches__list">
        {matches.map(({ match, published }) => (
          <li key={match.matchId}>
            <button
              type="button"
              className={`pub-match${published ? ' is-published' : ''}`}
              data-testid="publish-match"
              data-match-id={match.matchId}
              disabled={published}
              onClick={() => onPick(match.matchId)}
            >
              <MatchRow match={match} />
              {published && <span className="pub-match__tag">已发布</span>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
