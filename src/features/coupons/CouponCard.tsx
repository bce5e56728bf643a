import { memo } from 'react';
import { COUPON_STATUS, type Coupon } from '@contracts/coupons';
import { conditionText, couponName, restrictionTexts, validityText, worthText } from './rules';

const STAMP: Record<number, string> = {
  [COUPON_STATUS.used]: '已使用',
  [COUPON_STATUS.expired]: '已过期',
};

/**
 * One coupon: its worth (or 免单) and what it needs on the left; its name, restrictions, validity
 * and 快过期 on the right; used and expired ones greyed with a stamp.
 */
export const CouponCard = memo(function CouponCard({
  coupon,
  unit,
}: {
  coupon: Coupon;
  unit: string;
}) {
  const stamp = STAMP[coupon.status];
  return (
    <article
      className={stamp ? 'cp-card is-off' : 'cp-card'}
      data-testid="coupon-card"
      data-status={coupon.status}
    >
      <div className="cp-card__worth">
        <b data-testid="coupon-worth">{worthText(coupon)}</b>
        {coupon.type !== 1 && <small>{unit}</small>}
        <span className="cp-card__condition" data-testid="coupon-condition">
          {conditionText(coupon, unit)}
        </span>
      </div>
      <div className="cp-card__body">
        {/* Each card is a section of the list under the page's h1; its size is the class's. */}
        <h2 className="cp-card__name">
          {couponName(coupon)}
          {coupon.expiringSoon && (
            <span className="cp-card__soon" data-testid="coupon-soon">
              快过期
            </span>
          )}
        </h2>
        {restrictionTexts(coupon).length > 0 && (
          <p className="cp-card__limits" data-testid="coupon-limits">
            {restrictionTexts(coupon).join(' · ')}
          </p>
        )}
        <p className="cp-card__valid">{validityText(coupon)}</p>
      </div>
      {stamp && <span className="cp-card__stamp">{stamp}</span>}
    </article>
  );
});
