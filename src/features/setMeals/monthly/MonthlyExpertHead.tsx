import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TipExpert } from '@contracts/matchcenter';
import { EXPERT_INITIAL, recordText } from '@entities/expert';
import { hrefFor } from '@shared/routes';
import { Avatar } from '@shared/ui';

/** The expert a monthly package is of: picture, nickname and record, a tap to their home. */
export function MonthlyExpertHead({ expert, aside }: { expert: TipExpert; aside?: ReactNode }) {
  return (
    <div className="mo-head">
      <Link
        className="mo-head__expert"
        to={hrefFor('public/expertHome', { expertId: expert.id })}
        data-testid="monthly-expert"
      >
        <Avatar
          icon={expert.icon}
          name={expert.nickname}
          fallback={EXPERT_INITIAL}
          className="sm-avatar"
        />
        <span className="mo-head__text">
          <span className="mo-head__name">{expert.nickname}</span>
          <span className="mo-head__record">
            {expert.levelName} · {recordText(expert.recentWins, expert.recentTotal) ?? '暂无战绩'}
          </span>
        </span>
      </Link>
      {aside}
    </div>
  );
}
