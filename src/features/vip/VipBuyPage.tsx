import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { vipFamilyOf, type VipProduct } from '@contracts/vip';
import { fenToText, yuanTextToFen } from '@contracts/wallet/balance';
import { currencyLabel, currentChannel } from '@shared/channels';
import { failureText, newRequestId } from '@shared/http';
import { DirectPayReturn, PayRedirecting, useCoinPurchase, useDirectPay } from '@shared/payment';
import { useResource } from '@shared/resource';
import { hrefFor } from '@shared/routes';
import { ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { openVipDirectPay, payVip } from './api';
import { Benefits } from './Benefits';
import { GiftSummary } from './GiftSummary';
import { vipInfoResource, vipProductsResource } from './resources';
import { vipStateOf } from './rules';
import { VipOff, vipVisible } from './VipOff';
import './vip.css';
import { onRovingKeyDown, rovingTabIndex } from '@shared/a11y';

const entryOf = (value: string | null): 2 | 3 => (value === '3' ? 3 : 2);

function ProductCard({
  product,
  chosen,
  tabIndex,
  unit,
  onChoose,
}: {
  product: VipProduct;
  chosen: boolean;
  tabIndex: 0 | -1;
  unit: string;
  onChoose: () => void;
}) {
  const saves = yuanTextToFen(product.originalPrice) > yuanTextToFen(product.price);
  return (
    <button
      type="button"
      role="radio"
      aria-checked={chosen}
      tabIndex={tabIndex}
      className={chosen ? 'vip-product is-on' : 'vip-product'}
      data-testid="vip-product"
      data-product-id={product.id}
      onClick={onChoose}
    >
      {product.tag && <span className="vip-product__tag">{product.tag}</span>}
      <strong className="vip-product__name">{product.name}</strong>
      <span className="vip-product__price">
        <b>{fenToText(yuanTextToFen(product.price))}</b>
        {unit}
      </span>
      {saves && (
        <s className="vip-product__original">
          {fenToText(yuanTextToFen(product.originalPrice))}
          {unit}
        </s>
      )}
      <span className="vip-product__per-day">
        每天仅需{product.perDay}
        {unit}
      </span>
    </button>
  );
}

/**
 * The purchase of one membership with the coin purchase (confirm step, balance dialog) or, where
 * the channel has a way, directly; one request id per purchase, kept until it succeeds.
 */
function BuyBar({ product, type, unit }: { product: VipProduct; type: 2 | 3; unit: string }) {
  const requestId = useRef<string | null>(null);
  const priceFen = yuanTextToFen(product.price);
  const back = hrefFor('vip/buy', {}, { type });
  const direct = useDirectPay(
    {
      priceFen,
      noun: '此会员',
      open: (order) => openVipDirectPay(product.id, order),
    },
    back,
  );
  const { buy, buying } = useCoinPurchase({
    item: { title: product.name, priceFen, priceLabel: '会员价格' },
    buy: async () => {
      requestId.current ??= newRequestId();
      const answer = await payVip(product.id, requestId.current, type);
      requestId.current = null;
      return answer;
    },
    ok: () => ({ to: hrefFor('user/vip'), state: { opened: true } }),
    error: (errMsg) => ({ to: hrefFor('vip/buy', {}, { type, errMsg }) }),
    directPay: direct.pay && (() => void direct.pay?.()),
  });
  return (
    <>
      <div className="vip-buy-bar">
        <span>
          合计 <b data-testid="vip-buy-price">{fenToText(priceFen)}</b>
          {unit}
        </span>
        <button
          type="button"
          className="vip-button"
          data-testid="vip-buy"
          disabled={buying}
          onClick={() => void buy()}
        >
          {buying ? '开通中...' : '立即开通'}
        </button>
      </div>
      {direct.redirecting && <PayRedirecting testId="vip-redirecting" />}
    </>
  );
}

/**
 * 开通会员 (`vip/buy?type=`, issue 35 §2; type 2 from the member centre, 3 from the set-meal
 * reminder): the memberships as cards — price, what a longer one saves, the price per day — the
 * chosen one's monthly gift and benefits, and 立即开通. A member starts on their own membership; a
 * refusal (another level running) is told above the cards.
 */
export default function VipBuyPage() {
  const [query] = useSearchParams();
  const type = entryOf(query.get('type'));
  const errMsg = query.get('errMsg');
  const unit = currencyLabel(currentChannel().channel);
  const products = useResource(vipProductsResource, undefined, { enabled: vipVisible() });
  const info = useResource(vipInfoResource, undefined, { enabled: vipVisible() });
  const [chosenId, setChosenId] = useState<number | null>(null);
  if (!vipVisible())
    return (
      <div className="page vip-page" data-testid="vip-buy-page">
        <PageHeader title="开通会员" />
        <VipOff />
      </div>
    );
  const list = products.data ?? [];
  const current = info.data;
  const ownLevel =
    current && vipStateOf(current.vipInfo) === 'valid' ? current.vipInfo.vipMemberLevel : 0;
  const chosen =
    list.find((p) => p.id === chosenId) ??
    list.find((p) => ownLevel !== 0 && vipFamilyOf(p.level) === vipFamilyOf(ownLevel)) ??
    list[0];
  return (
    <div className="page vip-page" data-testid="vip-buy-page">
      <PageHeader title="开通会员" />
      <DirectPayReturn
        boughtHref={hrefFor('user/vip')}
        paidText="会员开通成功"
        failedText="支付失败，请重新开通"
        laterText="支付结果查询中，请稍后在会员订单中查看"
        testId="vip-return"
      />
      {errMsg && (
        <p className="vip-problem" role="alert" data-testid="vip-buy-error">
          {errMsg}
        </p>
      )}
      {chosen ? (
        <>
          <div
            className="vip-products"
            role="radiogroup"
            aria-label="选择会员"
            onKeyDown={(event) => onRovingKeyDown(event, { role: 'radio', vertical: true })}
          >
            {list.map((p, index) => (
              <ProductCard
                key={p.id}
                product={p}
                chosen={p.id === chosen.id}
                tabIndex={rovingTabIndex(p.id === chosen.id, index, true)}
                unit={unit}
                onChoose={() => setChosenId(p.id)}
              />
            ))}
          </div>
          <GiftSummary level={chosen.level} withLink={false} unit={unit} />
          <Benefits level={chosen.level} />
          <BuyBar product={chosen} type={type} unit={unit} />
        </>
      ) : products.loading ? (
        <Skeleton rows={6} testId="vip-buy-skeleton" />
      ) : products.error !== undefined ? (
        <ErrorState
          message={failureText(products.error)}
          onRetry={products.reload}
          testId="vip-buy-error-state"
        />
      ) : (
        <p className="vip-problem">暂无可开通的会员</p>
      )}
    </div>
  );
}
