/**
 * What a fan sees before buying: the teaser, the price and 立即购买 — disabled as 已截止 once sales
 * closed (kick-off). The button stays tappable while buying so a second tap can say 请稍候....
 */
export function PlanPaywall({
  priceText,
  onSale,
  buying,
  onBuy,
}: {
  priceText: string;
  onSale: boolean;
  buying: boolean;
  onBuy: () => void;
}) {
  return (
    <section className="plan-paywall" data-testid="plan-paywall">
      <p className="plan-paywall__teaser">购买后查看专家推荐</p>
      <p className="plan-paywall__price" data-testid="plan-paywall-price">
        {priceText}
      </p>
      <button
        type="button"
        className="btn btn--primary plan-paywall__buy"
        data-testid="plan-buy"
        disabled={!onSale}
        aria-busy={buying}
        onClick={onBuy}
      >
        {!onSale ? '已截止' : buying ? '购买中...' : '立即购买'}
      </button>
    </section>
  );
}
