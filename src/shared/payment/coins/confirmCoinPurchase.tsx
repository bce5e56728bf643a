import { openModal } from '@shared/overlays';
import { CoinBuyConfirm, type CoinConfirmChoice, type CoinConfirmItem } from './CoinBuyConfirm';
import type { CouponPicking, DiscountPick } from './couponChoice';

/** How the fan left the confirm step, and the coupon chosen when they pay. */
export interface CoinConfirmAnswer {
  choice: CoinConfirmChoice;
  pick?: DiscountPick;
}

/**
 * Opens the confirm step in the overlay layer's modal, so a route change closes it like every other
 * dialog; resolves with the fan's choice — 'cancel' for 取消, the backdrop, or leaving the page.
 */
export function confirmCoinPurchase(
  item: CoinConfirmItem,
  unit: string,
  canPayDirect: boolean,
  coupons?: CouponPicking,
): Promise<CoinConfirmAnswer> {
  return new Promise((resolve) => {
    let answered = false;
    const answer = (choice: CoinConfirmChoice, pick?: DiscountPick) => {
      if (answered) return;
      answered = true;
      modal.close();
      resolve(pick === undefined ? { choice } : { choice, pick });
    };
    const modal = openModal(
      <CoinBuyConfirm
        item={item}
        unit={unit}
        canPayDirect={canPayDirect}
        coupons={coupons}
        onAnswer={answer}
      />,
      () => answer('cancel'),
    );
  });
}
