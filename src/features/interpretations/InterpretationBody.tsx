import type { InterpretationDetail } from '@contracts/interpretations';
import { yuanTextToFen } from '@contracts/wallet/balance';
import {
  planPriceText,
  planResultText,
  ReadingExpert,
  ReadingMatch,
  ReadingPaywall,
  ReadingPicks,
} from '@features/plans/parts';
import { currencyLabel, currentChannel } from '@shared/channels';
import { date2 } from '@shared/format';
import { IssueSlip } from './lottery/IssueSlip';
import { interpretationTypeText } from './rules';
import { MonthlyStrip } from './ticket/MonthlyStrip';
import { TicketOffer } from './ticket/TicketOffer';
import { useBuyInterpretation } from './useBuyInterpretation';

/**
 * One reading as this viewer may see it: the expert, the match, the free teaser, then the picks
 * (the interpretation format) once unlocked — bought, free, the expert's own, or the match over —
 * or the way to buy them with coins.
 */
export function InterpretationBody({
  reading,
  onReload,
}: {
  reading: InterpretationDetail;
  /** Reads the reading again: a package just opened it. */
  onReload: () => void;
}) {
  const priceFen = yuanTextToFen(reading.price);
  const { buy, buying } = useBuyInterpretation({ id: reading.id, title: reading.title, priceFen });
  const priceText = planPriceText(reading.price, currencyLabel(currentChannel().channel));
  const result = planResultText(reading.result);
  return (
    <>
      <ReadingExpert expert={reading.expert} />
      <MonthlyStrip expertId={reading.expert.id} />
      <ReadingMatch match={reading.match} />
      <section className="plan-card">
        <h2 className="plan-title" data-testid="jiedu-title">
          {reading.title}
        </h2>
        <div className="plan-meta">
          <span className="plan-refund">{interpretationTypeText(reading.type)}</span>
          <span>{date2(reading.publishedAt, 'MM-dd HH:mm')} 发布</span>
          <span data-testid="jiedu-look-count">{reading.lookCount}人已看</span>
          {result && (
            <span className={`plan-result is-${reading.result}`} data-testid="jiedu-result">
              {result}
            </span>
          )}
          <span className="plan-price" data-testid="jiedu-price">
            {priceText}
          </span>
        </div>
        <p className="plan-summary" data-testid="jiedu-summary">
          {reading.summary}
        </p>
      </section>
      {reading.unlocked ? (
        <ReadingPicks content={reading.content} reading="interpretation" />
      ) : (
        <ReadingPaywall
          pickCount={reading.pickCount}
          priceText={priceText}
          onSale={reading.onSale}
          buying={buying}
          onBuy={() => void buy()}
          direct={null}
          reading="interpretation"
        />
      )}
      {!reading.unlocked && reading.onSale && (
        <TicketOffer id={reading.id} type={reading.type} onRead={onReload} />
      )}
      {reading.issueNo !== null && (
        <IssueSlip issueNo={reading.issueNo} matchId={reading.match.matchId} />
      )}
    </>
  );
}
