import { useRef } from 'react';
import type { SetMealCard as SetMealData } from '@contracts/setMeals';
import { yuanTextToFen } from '@contracts/wallet/balance';
import { PayRedirecting, useCoinPurchase, useDirectPay } from '@shared/payment';
import { preDualSetMealPay } from '@contracts/setMeals';
import { call, newRequestId } from '@shared/http';
import { buyMeal } from './api';
import { SetMealCard, type SetMealCardView } from './SetMealCard';

export const cardViewOf = (meal: SetMealData): SetMealCardView => ({
  id: meal.id,
  name: meal.name,
  tipsTag: meal.tipsTag,
  expireDays: meal.expireDays,
  lookCount: meal.lookCount,
  buyNum: meal.buyNum,
  totalAmountFen: yuanTextToFen(meal.totalAmount),
  discountAmountFen: yuanTextToFen(meal.discountAmount),
  discountDesc: meal.discountDesc,
  expertName: meal.pkgExpertType === 2 ? meal.nickname : null,
});

/**
 * One package and 立即订购 (product-spec §4 "Set-meal payment", §5): login first, the shared coin
 * purchase — the confirm step, 请稍候... for a second tap, the balance dialog for
 * ' wallet.not.enough' — and one request id per purchase, kept until it succeeds, so a retry after a
 * lost answer buys once; coins short, 直接支付 where the channel has a way. Bought, `boughtHref`
 * opens (the record, or the fan's monthly experts); refused, the screen it came from says why (its
 * errMsg query, `back`). `beforeOrder` may stop the tap (the red-list reminder).
 */
export function SetMealItem({
  meal,
  back,
  boughtHref,
  unit,
  beforeOrder,
}: {
  meal: SetMealData;
  /** The screen's own address, with the refusal's errMsg when there is one. */
  back: (errMsg?: string) => string;
  boughtHref: string;
  unit: string;
  beforeOrder: (meal: SetMealData) => boolean;
}) {
  const requestId = useRef<string | null>(null);
  const view = cardViewOf(meal);
  const direct = useDirectPay(
    {
      priceFen: view.discountAmountFen,
      noun: '此套餐',
      open: (order) => call(preDualSetMealPay, { ...order, planId: meal.id }),
    },
    back(),
  );
  const { buy, buying } = useCoinPurchase({
    item: { title: meal.name, priceFen: view.discountAmountFen, priceLabel: '套餐价格' },
    buy: async () => {
      requestId.current ??= newRequestId();
      const answer = await buyMeal(meal.id, requestId.current);
      requestId.current = null;
      return answer;
    },
    ok: () => ({ to: boughtHref }),
    error: (errMsg) => ({ to: back(errMsg) }),
    directPay: direct.pay && (() => void direct.pay?.()),
  });
  return (
    <>
      <SetMealCard
        meal={view}
        unit={unit}
        busy={buying}
        onOrder={() => {
          if (beforeOrder(meal)) void buy();
        }}
      />
      {direct.redirecting && <PayRedirecting testId="set-meal-redirecting" />}
    </>
  );
}
