import type { TipExpert } from '@contracts/matchcenter';
import { Avatar } from '@shared/ui';
import { EXPERT_INITIAL, hitRateText, recordText } from '@entities/expert';
import './plans.css';

/** The plan's expert: picture (or first character), nickname, level and recent record. */
export function PlanExpert({ expert }: { expert: TipExpert }) {
  const record = recordText(expert.recentWins, expert.recentTotal);
  const rate = hitRateText(expert.hitRate);
  return (
    <section className="plan-expert" data-testid="plan-expert">
      <Avatar
        icon={expert.icon}
        name={expert.nickname}
        fallback={EXPERT_INITIAL}
        className="plan-avatar"
        testId="plan-avatar"
      />
      <div className="plan-expert__text">
        <div className="plan-expert__name">
          <span data-testid="plan-expert-name">{expert.nickname}</span>
          {expert.levelName && <span className="plan-level">{expert.levelName}</span>}
        </div>
        <div className="plan-expert__record" data-testid="plan-expert-record">
          {record && <span>{record}</span>}
          {rate && <span>{rate}</span>}
          {!record && !rate && <span>暂无战绩</span>}
        </div>
      </div>
    </section>
  );
}
