import type { ChargeCoupon } from '@contracts/wallet/charge';
import { fenToText } from '@contracts/wallet/balance';
import { date2 } from '@shared/format';
import { couponConditionText, isCouponApplicable, yuanTextToFen, type CouponChoice } from './rules';

/**
 * The fan's top-up bonus coupons (couponType 2): the one going with the order marked, another one
 * a tap away, none at all by 不使用; those the amount does not reach are greyed with their condition.
 */
export function ChargeCoupons({
  coupons,
  amountFen,
  chosen,
  onChoose,
  coinWord,
}: {
  coupons: readonly ChargeCoupon[];
  amountFen: number | null;
  chosen: ChargeCoupon | null;
  onChoose: (choice: CouponChoice) => void;
  coinWord: string;
}) {
  if (coupons.length === 0) return null;
  return (
    <section className="wallet-section" aria-label="充值赠送券">
      <h2 className="wallet-section__title">充值赠送券</h2>
      <ul className="charge-coupons">
        {coupons.map((coupon) => {
          const usable = isCouponApplicable(coupon, amountFen);
          const isChosen = chosen?.id === coupon.id;
          return (
            <li key={coupon.id}>
              <button
                type="button"
                className={`charge-coupon${isChosen ? ' is-picked' : ''}`}
                disabled={!usable}
                aria-pressed={isChosen}
                data-testid={`charge-coupon-${coupon.id}`}
                onClick={() => onChoose(isChosen ? 'none' : coupon.id)}
              >
                <strong className="charge-coupon__worth">
                  赠{fenToText(yuanTextToFen(coupon.worth))}
                  {coinWord}
                </strong>
                <span className="charge-coupon__condition">{couponConditionText(coupon)}</span>
                <span className="charge-coupon__end">
                  {date2(coupon.validEndTime, 'yyyy-MM-dd')}到期
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={`charge-coupons__none${chosen === null ? ' is-picked' : ''}`}
        aria-pressed={chosen === null}
        data-testid="charge-coupon-none"
        onClick={() => onChoose('none')}
      >
        不使用赠送券
      </button>
    </section>
  );
}
