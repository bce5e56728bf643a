import { useState } from 'react';
import { Link } from 'react-router-dom';
import { hrefFor } from '@shared/routes';
import { PageHeader } from '@shared/ui';
import { HotExperts } from './HotExperts';
import { RankingBoard } from './RankingBoard';
import { RANKING_ROUTE_TAB, type BallFlag, type RankingType } from './rules';
import { SearchEntry } from './SearchEntry';
import './experts.css';

/**
 * 专家 (`expert`, the expert column): search, 热门专家, the ranking by ball and type, and the ways
 * to the laboratory and to the ranking's own page. The choices live here (the hall's address takes
 * none); the ranking pages carry theirs in the path.
 */
export default function HallPage() {
  const [qiuFlag, setQiuFlag] = useState<BallFlag>('1');
  const [type, setType] = useState<RankingType>('1');
  return (
    <div className="page xp-page" data-testid="expert-hall">
      <PageHeader title="专家" />
      <SearchEntry qiuFlag={qiuFlag} />
      <HotExperts key={qiuFlag} qiuFlag={qiuFlag} />
      <nav className="xp-links">
        <Link
          to={hrefFor('expert/tab', { tab: RANKING_ROUTE_TAB, type, qiuFlag })}
          data-testid="hall-ranking-link"
        >
          完整榜单
        </Link>
        <Link to={hrefFor('expert/lab', { qiuFlag, type })} data-testid="hall-lab-link">
          实验室
        </Link>
      </nav>
      <RankingBoard qiuFlag={qiuFlag} type={type} onQiuFlag={setQiuFlag} onType={setType} />
    </div>
  );
}
