import { Link } from 'react-router-dom';
import { benefitsOf, vipFamilyOf, type VipProduct } from '@contracts/vip';
import { fenToText, yuanTextToFen } from '@contracts/wallet/balance';
import { currencyLabel, currentChannel } from '@shared/channels';
import { failureText } from '@shared/http';
import { useResource } from '@shared/resource';
import { hrefFor } from '@shared/routes';
import { ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { Benefits } from './Benefits';
import { vipProductsResource } from './resources';
import { VipOff, vipVisible } from './VipOff';
import './vip.css';

/** One membership family as the channel compares them: from its lowest price, what it gives. */
function LevelRow({ products, unit }: { products: VipProduct[]; unit: string }) {
  const first = products[0]!;
  const cheapest = Math.min(...products.map((p) => yuanTextToFen(p.price)));
  return (
    <li className="vip-level" data-testid="vip-level" data-level={first.level}>
      <strong>{first.name.split(' · ')[0]}</strong>
      <span>
        {first.monthlySetMealCount > 0
          ? `每月${first.monthlySetMealCount}次套餐 · ${first.halfPriceCount}次半价`
          : '会员专属数据'}
        {' · '}
        {benefitsOf(first.level).length}项权益
      </span>
      <em>
        {fenToText(cheapest)}
        {unit}起
      </em>
    </li>
  );
}

/**
 * 会员 (`vip/index?type=3`, the VIP channel the set-meal reminder's 了解详情 opens): the memberships
 * side by side — what each gives, how many benefits, from what price — the super red list's
 * benefits with the spec's values, and 立即开通 into vip/buy with the same entry.
 */
export default function VipIndexPage() {
  const products = useResource(vipProductsResource, undefined, { enabled: vipVisible() });
  const unit = currencyLabel(currentChannel().channel);
  const families = new Map<number, VipProduct[]>();
  for (const p of products.data ?? [])
    families.set(vipFamilyOf(p.level), [...(families.get(vipFamilyOf(p.level)) ?? []), p]);
  return (
    <div className="page vip-page" data-testid="vip-index-page">
      <PageHeader title="会员" />
      {!vipVisible() ? (
        <VipOff />
      ) : products.data ? (
        <>
          <section className="vip-hero">
            <h2>红单会员 · 看懂每一场</h2>
            <p>专家套餐、半价解读、风向标数据，一次开通全都有</p>
          </section>
          <ul className="vip-card vip-levels">
            {[...families.values()].map((list) => (
              <LevelRow key={list[0]!.level} products={list} unit={unit} />
            ))}
          </ul>
          <Benefits level={2} />
          <div className="vip-buy-bar">
            <Link
              className="vip-button"
              to={hrefFor('vip/buy', {}, { type: 3 })}
              data-testid="vip-index-buy"
            >
              立即开通
            </Link>
          </div>
        </>
      ) : products.loading ? (
        <Skeleton rows={6} testId="vip-index-skeleton" />
      ) : (
        <ErrorState message={failureText(products.error)} onRetry={products.reload} />
      )}
    </div>
  );
}
