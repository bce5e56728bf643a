import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { RankingRow as RankingRowData } from '@contracts/experts';
import { currentStreakText, hitRateText, percentText, returnRateText } from '@entities/expert';
import { hrefFor } from '@shared/routes';
import { ExpertIdentity } from './ExpertIdentity';
import { periodLabel, periodRecordText, rankedBy, type RankingType } from './rules';

/** The figure a ranking is ordered by, large on the right: 166.9% 回报率, 55% 命中率, 3 连红. */
function KeyFigure({ row, type }: { row: RankingRowData; type: RankingType }) {
  const by = rankedBy(type);
  const [value, label] =
    by === 'return'
      ? [row.period.returnRate === null ? '--' : percentText(row.period.returnRate), '回报率']
      : by === 'hit'
        ? [row.period.hitRate === null ? '--' : `${row.period.hitRate}%`, '命中率']
        : [String(row.currentStreak), '连红'];
  return (
    <span className="xp-key" data-testid="ranking-key">
      <strong>{value}</strong>
      <span>{label}</span>
    </span>
  );
}

/**
 * One expert of a ranking: the place (the server's rank, among the laboratory on its page), who, the period's
 * figures (N中M, 命中率, 回报率) and the streak running now; the row opens the expert home.
 */
export const RankingRow = memo(function RankingRow({
  row,
  type,
}: {
  row: RankingRowData;
  type: RankingType;
}) {
  const { period, rank } = row;
  const by = rankedBy(type);
  // The figure the ranking is ordered by stands on the right; the line gives the others.
  const figures = [
    periodRecordText(period.settled, period.won),
    by === 'hit' ? null : hitRateText(period.hitRate),
    by === 'return' ? null : returnRateText(period.returnRate),
  ].filter((f): f is string => f !== null);
  const streak = by === 'streak' ? null : currentStreakText(row.currentStreak);
  return (
    <Link
      className="xp-row xp-rank-row"
      to={hrefFor('public/expertHome', { expertId: row.expert.id })}
      data-testid="ranking-row"
      data-expert-id={row.expert.id}
    >
      <span className={`xp-rank${rank <= 3 ? ' is-top' : ''}`} data-testid="ranking-rank">
        {rank}
      </span>
      <ExpertIdentity expert={row.expert}>
        <span className="xp-figures" data-testid="ranking-figures">
          <span>{periodLabel(period.days)}</span>
          {figures.map((f) => (
            <span key={f}>{f}</span>
          ))}
          {streak && (
            <span className="xp-streak" data-testid="ranking-streak">
              {streak}
            </span>
          )}
        </span>
      </ExpertIdentity>
      <KeyFigure row={row} type={type} />
    </Link>
  );
});
