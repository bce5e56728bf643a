import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { TipExpert, TipItem } from '@contracts/matchcenter';
import { Avatar } from '@shared/ui';
import { EXPERT_INITIAL, hitRateText, recordText, REFUND_IF_LOST_LABEL } from '@entities/expert';
import { kindLabel, priceText, publishTimeText, resultText, streakText, tipPath } from './rules';

function ExpertLine({ expert }: { expert: TipExpert }) {
  const record = recordText(expert.recentWins, expert.recentTotal);
  const rate = hitRateText(expert.hitRate);
  const streak = streakText(expert.longestRedStreak);
  return (
    <div className="mdt-expert">
      <Avatar
        icon={expert.icon}
        name={expert.nickname}
        fallback={EXPERT_INITIAL}
        className="mdt-avatar"
        testId="tip-avatar"
      />
      <div className="mdt-expert__text">
        <div className="mdt-expert__name">
          <span className="mdt-expert__nick" data-testid="tip-expert">
            {expert.nickname}
          </span>
          {expert.levelName && <span className="mdt-badge">{expert.levelName}</span>}
        </div>
        <div className="mdt-expert__record" data-testid="tip-record">
          {record && <span>{record}</span>}
          {rate && <span>{rate}</span>}
          {streak && <span className="mdt-streak">{streak}</span>}
          {!record && !streak && <span>暂无战绩</span>}
        </div>
      </div>
    </div>
  );
}

/**
 * One plan or interpretation: the expert and their record, the title (the expert's own words, shown
 * as text), when it was published and its price; the whole card opens the tip's page.
 */
export const TipCard = memo(function TipCard({
  tip,
  now,
  unit,
}: {
  tip: TipItem;
  now: number;
  unit: string;
}) {
  const result = resultText(tip.result);
  const free = !(tip.price > 0);
  return (
    <Link
      className="mdt-card"
      to={tipPath(tip)}
      data-testid="tip-card"
      data-kind={tip.kind}
      data-id={tip.id}
    >
      <ExpertLine expert={tip.expert} />
      <p className="mdt-card__title">
        <span className={`mdt-kind mdt-kind--${tip.kind}`}>{kindLabel(tip.kind)}</span>
        <span data-testid="tip-title">{tip.title}</span>
      </p>
      <div className="mdt-card__foot">
        <span className="mdt-card__time" data-testid="tip-time">
          {publishTimeText(tip.publishedAt, now)}
        </span>
        {tip.refundIfLost && <span className="mdt-tag">{REFUND_IF_LOST_LABEL}</span>}
        {result && (
          <span className={`mdt-result mdt-result--${tip.result}`} data-testid="tip-result">
            {result}
          </span>
        )}
        <span
          className={`mdt-card__price${free ? ' mdt-card__price--free' : ''}`}
          data-testid="tip-price"
        >
          {priceText(tip.price, unit)}
        </span>
      </div>
    </Link>
  );
});
