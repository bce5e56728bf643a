import { Link } from 'react-router-dom';
import type { RankingRow } from '@contracts/experts';
import { EXPERT_INITIAL } from '@entities/expert';
import { hrefFor } from '@shared/routes';
import { Avatar } from '@shared/ui';
import { useResource } from '@shared/resource';
import { hotExpertsResource } from './resources';
import { expertRankingHref, hotExpertFacts, type BallFlag } from './rules';

function HotExpert({ row }: { row: RankingRow }) {
  const { expert } = row;
  return (
    <Link
      className="pl-hot__expert"
      to={hrefFor('public/expertHome', { expertId: expert.id })}
      data-testid="hot-expert"
    >
      <Avatar
        icon={expert.icon}
        name={expert.nickname}
        fallback={EXPERT_INITIAL}
        className="pl-hot__avatar"
        testId="hot-expert-avatar"
      />
      <span className="pl-hot__name" data-testid="hot-expert-name">
        {expert.nickname}
      </span>
      {hotExpertFacts(row).map((fact) => (
        <span key={fact} className="pl-hot__fact" data-testid="hot-expert-fact">
          {fact}
        </span>
      ))}
    </Link>
  );
}

/**
 * 热门专家: the ten best of the ball type by 30-day return, a strip that scrolls sideways; a chip
 * opens the expert's home, 专家榜 the whole ranking. The strip is a side dish of the 方案 tab: its
 * failure is one quiet line with a retry, never the tab's error. Mounted per ball type (and per
 * pull to refresh) by its parent, so each mount makes one call.
 */
export function HotExperts({ qiuFlag }: { qiuFlag: BallFlag }) {
  const hot = useResource(hotExpertsResource, qiuFlag);
  let body;
  if (hot.data && hot.data.length > 0)
    body = (
      <div className="pl-hot__strip" data-testid="hot-experts-strip">
        {hot.data.map((row) => (
          <HotExpert key={row.expert.id} row={row} />
        ))}
      </div>
    );
  else if (hot.data) body = <p className="pl-hot__note">暂无上榜专家</p>;
  else if (hot.loading) body = <div className="pl-hot__loading" aria-busy="true" />;
  else
    body = (
      <button
        type="button"
        className="pl-hot__note pl-hot__retry"
        data-testid="hot-experts-retry"
        onClick={hot.reload}
      >
        热门专家加载失败，点击重试
      </button>
    );
  return (
    <section className="pl-hot" data-testid="hot-experts">
      <div className="pl-hot__head">
        <h2 className="pl-hot__title">热门专家</h2>
        <Link className="pl-hot__more" to={expertRankingHref(qiuFlag)} data-testid="expert-ranking">
          专家榜 ›
        </Link>
      </div>
      {body}
    </section>
  );
}
