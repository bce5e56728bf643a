import { useNavigate, useParams } from 'react-router-dom';
import { hrefFor } from '@shared/routes';
import { PageHeader } from '@shared/ui';
import { RankingBoard } from './RankingBoard';
import { ballFlagOf, rankingTypeOf } from './rules';
import './experts.css';

/**
 * 实验室 (`expert/lab/{qiuFlag}/{type}`): the ranking of laboratory experts (userLevel 1: free plans
 * only, on their way to 人气), which the server ranks among themselves and pages after its level
 * filter. Choices replace the address, as on the ranking page.
 */
export default function LabPage() {
  const params = useParams();
  const navigate = useNavigate();
  const qiuFlag = ballFlagOf(params.qiuFlag);
  const type = rankingTypeOf(params.type);
  const go = (next: { qiuFlag?: string; type?: string }) =>
    void navigate(
      hrefFor('expert/lab', { qiuFlag: next.qiuFlag ?? qiuFlag, type: next.type ?? type }),
      { replace: true },
    );
  return (
    <div className="page xp-page" data-testid="expert-lab-page">
      <PageHeader title="实验室" />
      <p className="xp-note">实验室专家只发布免费方案，战绩达标后晋升为人气专家。</p>
      <RankingBoard
        qiuFlag={qiuFlag}
        type={type}
        onQiuFlag={(flag) => go({ qiuFlag: flag })}
        onType={(t) => go({ type: t })}
        lab
      />
    </div>
  );
}
