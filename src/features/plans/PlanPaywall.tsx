import { MultiPickRule } from './MultiPickRule';
import type { ReadingKind } from './multiPickRule';
import './plans.css';

/**
 * What a fan sees before buying: the teaser, the price and the ways to buy — with coins (金币购买,
 * or 立即购买 when it is the only way) and 直接支付 through the provider where the channel has a way
 * for it — both replaced by a disabled 已截止 once sales closed (kick-off). The buttons stay
 * tappable while buying so a second tap can say 请稍候.... A plan of several picks says how it
 * settles here too: the rule is part of what the fan pays for.
 */
export function PlanPaywall({
  pickCount,
  priceText,
  onSale,
  buying,
  onBuy,
  direct,
  reading = 'plan',
}: {
  /** How many picks the plan holds (not which): the multi-pick rule line needs only the count. */
  pickCount: number;
  priceText: string;
  onSale: boolean;
  buying: boolean;
  onBuy: () => void;
  /** 直接支付, or null where the plan cannot be paid directly here (Weibo; no way). */
  direct: { paying: boolean; onPay: () => void } | null;
  /** What is sold: the multi-pick rule names it. */
  reading?: ReadingKind;
}) {
  const coinLabel = direct ? '金币购买' : '立即购买';
  return (
    <section className="plan-paywall" data-testid="plan-paywall">
      <p className="plan-paywall__teaser">购买后查看专家推荐</p>
      <MultiPickRule pickCount={pickCount} reading={reading} />
      <p className="plan-paywall__price" data-testid="plan-paywall-price">
        {priceText}
      </p>
      <div className="plan-paywall__ways">
        <button
          type="button"
          className="btn btn--primary plan-paywall__buy"
          data-testid="plan-buy"
          disabled={!onSale}
          aria-busy={buying}
          onClick={onBuy}
        >
          {!onSale ? '已截止' : buying ? '购买中...' : coinLabel}
        </button>
        {onSale && direct && (
          <button
            type="button"
            className="btn plan-paywall__direct"
            data-testid="plan-direct-pay"
            aria-busy={direct.paying}
            onClick={direct.onPay}
          >
            {direct.paying ? '提交中...' : '直接支付'}
          </button>
        )}
      </div>
    </section>
  );
}
