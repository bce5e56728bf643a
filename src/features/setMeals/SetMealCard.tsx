import { memo } from 'react';
import { priceText, validityText } from './rules';

/** What a package card shows (product-spec §3 "Set-meal"), amounts in fen. */
export interface SetMealCardView {
  id: number;
  name: string;
  tipsTag: string | null;
  expireDays: number;
  lookCount: number;
  buyNum: number;
  totalAmountFen: number;
  discountAmountFen: number;
  discountDesc: string | null;
  /** The expert an expert-specific package (pkgExpertType 2) is for. */
  expertName: string | null;
}

/**
 * One package: its name and tag, validity (months above 30 days), readings, buyers, the original
 * price struck through beside the promotional one, the discount in tenths, and 立即订购.
 */
export const SetMealCard = memo(function SetMealCard({
  meal,
  unit,
  busy,
  onOrder,
}: {
  meal: SetMealCardView;
  unit: string;
  busy: boolean;
  onOrder: (meal: SetMealCardView) => void;
}) {
  const discounted = meal.discountAmountFen < meal.totalAmountFen;
  return (
    <article className="sm-card" data-testid="set-meal-card" data-id={meal.id}>
      <div className="sm-card__head">
        <h3 className="sm-card__name" data-testid="set-meal-name">
          {meal.name}
        </h3>
        {meal.tipsTag && (
          <span className="sm-card__tag" data-testid="set-meal-tag">
            {meal.tipsTag}
          </span>
        )}
      </div>
      {meal.expertName && <p className="sm-card__expert">{meal.expertName} 专属</p>}
      <p className="sm-card__facts" data-testid="set-meal-facts">
        <span>有效期 {validityText(meal.expireDays)}</span>
        <span>可查看 {meal.lookCount} 次</span>
        <span>{meal.buyNum}人已购</span>
      </p>
      <div className="sm-card__foot">
        <span className="sm-card__price" data-testid="set-meal-price">
          {priceText(meal.discountAmountFen, unit)}
        </span>
        {discounted && (
          <del className="sm-card__original" data-testid="set-meal-original">
            {priceText(meal.totalAmountFen, unit)}
          </del>
        )}
        {discounted && meal.discountDesc && (
          <span className="sm-card__discount" data-testid="set-meal-discount">
            {meal.discountDesc}
          </span>
        )}
        <button
          type="button"
          className="btn btn--primary sm-card__order"
          data-testid="set-meal-order"
          aria-busy={busy}
          onClick={() => onOrder(meal)}
        >
          {busy ? '请稍候...' : '立即订购'}
        </button>
      </div>
    </article>
  );
});
