import { openModal } from '@shared/overlays';
import { CoinBuyConfirm, type CoinConfirmChoice, type CoinConfirmItem } from './CoinBuyConfirm';

/**
 * Opens the confirm step in the overlay layer's modal, so a route change closes it like every other
 * dialog; resolves with the fan's choice — 'cancel' for 取消, the backdrop, or leaving the page.
 */
export function confirmCoinPurchase(
  item: CoinConfirmItem,
  unit: string,
  canPayDirect: boolean,
): Promise<CoinConfirmChoice> {
  return new Promise((resolve) => {
    let answered = false;
    const answer = (choice: CoinConfirmChoice) => {
      if (answered) return;
      answered = true;
      modal.close();
      resolve(choice);
    };
    const modal = openModal(
      <CoinBuyConfirm item={item} unit={unit} canPayDirect={canPayDirect} onAnswer={answer} />,
      () => answer('cancel'),
    );
  });
}
