import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { InterpretationCard } from '@contracts/interpretations';
import { planPriceText, planResultText, ReadingExpert } from '@features/plans/parts';
import { currencyLabel, currentChannel } from '@shared/channels';
import { date2 } from '@shared/format';
import { hrefFor } from '@shared/routes';
import { interpretationTypeText } from '../rules';
import './lists.css';

/**
 * One reading as every interpretation list shows it: the expert and their record, the title (the
 * expert's words, as text), the match, when it was published, how many read it, the result once
 * settled and the price. The whole card opens tjInterpretation/{id}; the picks are never on a card.
 */
export const JieduCard = memo(function JieduCard({ reading }: { reading: InterpretationCard }) {
  const result = planResultText(reading.result);
  const unit = currencyLabel(currentChannel().channel);
  const { match } = reading;
  return (
    <Link
      className="jd-card"
      to={hrefFor('tjInterpretation', { id: reading.id })}
      data-testid="jiedu-card"
      data-id={reading.id}
    >
      <ReadingExpert expert={reading.expert} />
      <p className="jd-card__title" data-testid="jiedu-card-title">
        <span className="jd-card__type">{interpretationTypeText(reading.type)}</span>
        {reading.title}
      </p>
      <p className="jd-card__match">
        {match.leagueName} {match.homeName} VS {match.awayName}{' '}
        {date2(match.matchTime, 'MM-dd HH:mm')}
      </p>
      <div className="jd-card__foot">
        <span>{date2(reading.publishedAt, 'MM-dd HH:mm')} 发布</span>
        <span>{reading.lookCount}人已看</span>
        {result && (
          <span className={`jd-card__result is-${reading.result}`} data-testid="jiedu-card-result">
            {result}
          </span>
        )}
        <span className="jd-card__price" data-testid="jiedu-card-price">
          {reading.onSale || reading.result !== 0 ? planPriceText(reading.price, unit) : '已截止'}
        </span>
      </div>
    </Link>
  );
});
