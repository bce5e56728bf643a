import { Link } from 'react-router-dom';
import { hrefFor } from '@shared/routes';
import type { BallFlag } from './rules';

/** The search box of the hall and the rankings: a link that opens expert-search for the ball type. */
export function SearchEntry({ qiuFlag }: { qiuFlag: BallFlag }) {
  return (
    <Link
      className="xp-search-entry"
      to={hrefFor('expert-search', {}, { type: qiuFlag })}
      data-testid="expert-search-entry"
    >
      <span className="xp-search-entry__icon" aria-hidden="true" />
      搜索专家昵称
    </Link>
  );
}
