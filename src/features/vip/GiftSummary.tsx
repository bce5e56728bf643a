import { Link } from 'react-router-dom';
import { fenToText, yuanTextToFen } from '@contracts/wallet/balance';
import { useResource } from '@shared/resource';
import { hrefFor } from '@shared/routes';
import { giftDescResource } from './resources';

/**
 * What a level gives each month (gpkDesc): the set-meal readings and the half-price ones, delivered
 * as a set-meal ticket and a discount card; a level without gifts shows nothing. `withLink` (a paid
 * member, now or before) leads to the fan's gift packages; otherwise it is what opening gives.
 */
export function GiftSummary({
  level,
  withLink,
  unit,
}: {
  level: number;
  withLink: boolean;
  unit: string;
}) {
  const desc = useResource(giftDescResource, level);
  const data = desc.data;
  if (!data || (data.monthlySetMealCount === 0 && data.halfPriceCount === 0)) return null;
  const dataValue = yuanTextToFen(data.giftedDataValue);
  return (
    <section className="vip-card" data-testid="vip-gift-summary">
      <h2 className="vip-card__title">{withLink ? '每月礼包' : '开通即享每月礼包'}</h2>
      <ul className="vip-gift-facts">
        <li>
          <b>{data.monthlySetMealCount}</b>次竞彩套餐
        </li>
        <li>
          <b>{data.halfPriceCount}</b>次半价解读
        </li>
        {dataValue > 0 && (
          <li>
            赠送价值<b>{fenToText(dataValue)}</b>
            {unit}的数据会员
          </li>
        )}
      </ul>
      {withLink && (
        <Link className="vip-card__more" to={hrefFor('user/vip/gift')} data-testid="vip-gift-link">
          我的礼包 ›
        </Link>
      )}
    </section>
  );
}
