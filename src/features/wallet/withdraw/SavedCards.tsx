import { useState } from 'react';
import type { SavedCard } from '@contracts/wallet/withdraw';
import { failureText } from '@shared/http';
import { showConfirm, showToast } from '@shared/overlays';
import { deleteCard } from './api';
import { cardName } from './rules';

/**
 * The saved cards to pick from, each with 删除: asked first (a card goes for good), then the
 * page's data is asked again so the list, the limit and the pick agree with the server.
 */
export function SavedCards({
  cards,
  pickedId,
  onPick,
  onDeleted,
}: {
  cards: readonly SavedCard[];
  pickedId: number | null;
  onPick: (id: number) => void;
  onDeleted: () => void;
}) {
  const [deleting, setDeleting] = useState<number | null>(null);
  const remove = async (card: SavedCard) => {
    const choice = await showConfirm({
      message: `确定删除${cardName(card.bankName, card.cardTail)}？`,
      okText: '删除',
    });
    if (choice !== 'ok') return;
    setDeleting(card.id);
    try {
      await deleteCard(card.id);
      void showToast('已删除');
      onDeleted();
    } catch (error) {
      void showToast(failureText(error, '删除失败，请稍后重试'));
    } finally {
      setDeleting(null);
    }
  };
  if (cards.length === 0) return null;
  return (
    <ul className="wd-cards" aria-label="已保存的银行卡">
      {cards.map((card) => {
        const picked = card.id === pickedId;
        return (
          <li key={card.id} className={`wd-card${picked ? ' is-picked' : ''}`}>
            <button
              type="button"
              className="wd-card__pick"
              aria-pressed={picked}
              data-testid={`withdraw-card-${card.id}`}
              onClick={() => onPick(card.id)}
            >
              <span className="wd-card__check" aria-hidden="true" />
              <span className="wd-card__name">{cardName(card.bankName, card.cardTail)}</span>
              <span className="wd-card__branch">{card.partBank}</span>
            </button>
            <button
              type="button"
              className="wd-card__delete"
              data-testid={`withdraw-card-delete-${card.id}`}
              disabled={deleting !== null}
              onClick={() => void remove(card)}
            >
              删除
            </button>
          </li>
        );
      })}
    </ul>
  );
}
