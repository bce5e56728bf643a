import { priceLabel } from './rules';
import { REFUND_IF_LOST_LABEL } from '@entities/expert';
import { onRovingKeyDown, rovingTabIndex } from '@shared/a11y';

/**
 * 方案价格: a chip per price the expert may ask (a laboratory expert: 免费 only, said so), and
 * 不中退款 — offered only on a paid plan, since there is nothing to refund on a free one (and never
 * on an interpretation).
 */
export function PriceField({
  prices,
  price,
  refundIfLost,
  unit,
  onPrice,
  onRefund,
  noun = '方案',
}: {
  prices: readonly number[];
  price: number | null;
  refundIfLost: boolean;
  unit: string;
  onPrice: (price: number) => void;
  /** What is published: 方案, or 解读. */
  noun?: string;
  /** Absent for an interpretation: a reading never refunds. */
  onRefund?: (on: boolean) => void;
}) {
  return (
    <section className="pub-section" data-testid="publish-prices">
      <h2 className="pub-section__title">{noun}价格</h2>
      <div
        className="pub-chips"
        role="radiogroup"
        aria-label={`${noun}价格`}
        onKeyDown={(event) => onRovingKeyDown(event, { role: 'radio', vertical: true })}
      >
        {prices.map((p, index) => (
          <button
            key={p}
            type="button"
            role="radio"
            aria-checked={p === price}
            tabIndex={rovingTabIndex(
              p === price,
              index,
              prices.some((q) => q === price),
            )}
            className={`pub-chip${p === price ? ' is-active' : ''}`}
            data-testid={`publish-price-${p}`}
            onClick={() => onPrice(p)}
          >
            {priceLabel(p, unit)}
          </button>
        ))}
      </div>
      {prices.length === 1 && prices[0] === 0 && (
        <p className="pub-note" data-testid="publish-free-only">
          实验室专家只能发布免费{noun}
        </p>
      )}
      {onRefund && price !== null && price > 0 && (
        <label className="pub-toggle">
          <span>
            {REFUND_IF_LOST_LABEL}
            <small>方案未中时退还购买者的{unit}</small>
          </span>
          <input
            type="checkbox"
            role="switch"
            className="pub-toggle__input"
            data-testid="publish-refund"
            checked={refundIfLost}
            onChange={(e) => onRefund(e.target.checked)}
          />
        </label>
      )}
    </section>
  );
}
