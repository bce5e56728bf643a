import { useParams } from 'react-router-dom';
import { EmptyState, PageHeader } from '@shared/ui';
import { EXPERT_NOT_FOUND_TEXT, idOf } from '../rules';
import { ExpertHomeView } from './ExpertHomeView';
import '../experts.css';

/**
 * 专家主页 (`public/expertHome/{expertId}`) and its share version (`public/expertHomeShare/...`,
 * `share`: the same content without the follow button, with 查看更多 / 打开App at the foot). An id
 * that is not a number is no expert: no call is made for it.
 */
export function ExpertHomeScreen({ share }: { share: boolean }) {
  const expertId = idOf(useParams().expertId);
  return (
    <div
      className={`page xp-page${share ? ' xp-page--share' : ''}`}
      data-testid={share ? 'expert-home-share-page' : 'expert-home-page'}
    >
      <PageHeader title="专家主页" />
      {expertId === null ? (
        <EmptyState text={EXPERT_NOT_FOUND_TEXT} testId="expert-not-found" />
      ) : (
        <ExpertHomeView key={expertId} expertId={expertId} share={share} />
      )}
    </div>
  );
}
