import type { MonthlyOffer } from '@contracts/expertMonthly';
import { hrefFor } from '@shared/routes';
import { SetMealItem } from '../SetMealItem';
import { MonthlyExpertHead } from './MonthlyExpertHead';
import { standingText } from './rules';

const back = (errMsg?: string) => hrefFor('special-home', {}, errMsg ? { errMsg } : {});
const orderAlways = () => true;

/**
 * One expert's monthly package on special-home: the expert, how many of their readings are on sale
 * now, the viewer's standing (包月中 · 剩余 N 次, 已结束), and the package to order — bought, the
 * fan's monthly experts open.
 */
export function MonthlyOfferItem({ offer, unit }: { offer: MonthlyOffer; unit: string }) {
  const standing = standingText(offer.sendStatus, offer.left);
  return (
    <section className="mo-offer" data-testid="monthly-offer" data-expert={offer.expert.id}>
      <MonthlyExpertHead
        expert={offer.expert}
        aside={
          <span className="mo-offer__side">
            {standing && (
              <span className={`mo-badge is-${offer.sendStatus}`} data-testid="monthly-standing">
                {standing}
              </span>
            )}
            <span className="mo-offer__onsale">在售解读 {offer.onSaleCount}</span>
          </span>
        }
      />
      <SetMealItem
        meal={offer.meal}
        back={back}
        boughtHref={hrefFor('my-expert-month')}
        unit={unit}
        beforeOrder={orderAlways}
      />
    </section>
  );
}
