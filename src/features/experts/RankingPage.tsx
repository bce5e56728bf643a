import { useNavigate, useParams } from 'react-router-dom';
import { hrefFor } from '@shared/routes';
import { PageHeader } from '@shared/ui';
import { RankingBoard } from './RankingBoard';
import { ballFlagOf, RANKING_ROUTE_TAB, rankingTypeOf } from './rules';
import { SearchEntry } from './SearchEntry';
import './experts.css';

/**
 * 专家榜 (`expert/{tab}/{type}/{qiuFlag}`): the ranking the link names. A new choice replaces the
 * address, so the page can be shared as shown and back does not walk through every tab tapped.
 */
export default function RankingPage() {
  const params = useParams();
  const navigate = useNavigate();
  const qiuFlag = ballFlagOf(params.qiuFlag);
  const type = rankingTypeOf(params.type);
  const tab = params.tab ?? RANKING_ROUTE_TAB;
  const go = (next: { qiuFlag?: string; type?: string }) =>
    void navigate(
      hrefFor('expert/tab', {
        tab,
        type: next.type ?? type,
        qiuFlag: next.qiuFlag ?? qiuFlag,
      }),
      { replace: true },
    );
  return (
    <div className="page xp-page" data-testid="expert-ranking-page">
      <PageHeader title="专家榜" />
      <SearchEntry qiuFlag={qiuFlag} />
      <RankingBoard
        qiuFlag={qiuFlag}
        type={type}
        onQiuFlag={(flag) => go({ qiuFlag: flag })}
        onType={(t) => go({ type: t })}
      />
    </div>
  );
}
