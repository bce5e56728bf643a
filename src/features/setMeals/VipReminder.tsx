import { useId } from 'react';
import type { RedListOffer } from '@contracts/vipOffer';
import { fenToText, yuanTextToFen } from '@contracts/wallet/balance';
import { perDayPriceText } from './rules';

export type ReminderChoice = 'learn' | 'open' | 'close';

/**
 * The red-list pay reminder (product-spec §2): what the membership gives — set-meal readings each
 * month, readings at half price, a gifted sports-data membership — and its price per day (the
 * period's price / 30). 了解详情 opens the VIP channel, 立即开通 the purchase (both type 3); × or
 * the backdrop closes it, and the next tap on the package goes on to buying.
 */
export function VipReminder({
  offer,
  unit,
  onAnswer,
}: {
  offer: RedListOffer;
  unit: string;
  onAnswer: (choice: ReminderChoice) => void;
}) {
  const titleId = useId();
  return (
    <section className="sm-remind" aria-labelledby={titleId} data-testid="set-meal-remind">
      <button
        type="button"
        className="sm-remind__close"
        aria-label="关闭"
        data-testid="set-meal-remind-close"
        onClick={() => onAnswer('close')}
      >
        ×
      </button>
      <h2 className="sm-remind__title" id={titleId}>
        开通{offer.name}更划算
      </h2>
      <ul className="sm-remind__list">
        <li data-testid="set-meal-remind-monthly">
          每月赠送 {offer.monthlySetMealCount} 次竞彩套餐
        </li>
        <li data-testid="set-meal-remind-half">每月 {offer.halfPriceCount} 次半价查看</li>
        <li data-testid="set-meal-remind-data">
          赠送价值 {fenToText(yuanTextToFen(offer.dataMemberValue))}
          {unit}的数据会员
        </li>
        <li data-testid="set-meal-remind-per-day">
          每天仅需 {perDayPriceText(yuanTextToFen(offer.price))}
          {unit}
        </li>
      </ul>
      <div className="sm-remind__buttons">
        <button
          type="button"
          className="sm-remind__button"
          data-testid="set-meal-remind-learn"
          onClick={() => onAnswer('learn')}
        >
          了解详情
        </button>
        <button
          type="button"
          className="sm-remind__button is-primary"
          data-testid="set-meal-remind-open"
          onClick={() => onAnswer('open')}
        >
          立即开通
        </button>
      </div>
    </section>
  );
}
