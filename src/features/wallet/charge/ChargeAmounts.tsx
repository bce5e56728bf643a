import type { ChargeProduct } from '@contracts/wallet/charge';
import { fenToText } from '@contracts/wallet/balance';
import type { AmountPick } from './useChargeForm';
import { yuanTextToFen } from './rules';

/** The products as a grid of cards, then the fan's own amount (whole yuan within the limits). */
export function ChargeAmounts({
  products,
  pick,
  pickedProductId,
  onPick,
  coinWord,
  minFen,
  maxFen,
  customMessage,
}: {
  products: readonly ChargeProduct[];
  pick: AmountPick;
  pickedProductId: number | undefined;
  onPick: (pick: AmountPick) => void;
  coinWord: string;
  minFen: number;
  maxFen: number;
  customMessage: string | null;
}) {
  const customText = pick.kind === 'custom' ? pick.text : '';
  return (
    <section className="wallet-section" aria-label="充值金额">
      <h2 className="wallet-section__title">充值金额</h2>
      <div className="charge-products">
        {products.map((product) => {
          const picked = pick.kind === 'product' && product.productId === pickedProductId;
          return (
            <button
              key={product.productId}
              type="button"
              className={`charge-product${picked ? ' is-picked' : ''}`}
              aria-pressed={picked}
              data-testid={`charge-product-${product.productId}`}
              onClick={() => onPick({ kind: 'product', productId: product.productId })}
            >
              {product.tag && <span className="charge-product__tag">{product.tag}</span>}
              <strong className="charge-product__amount">
                ¥{fenToText(yuanTextToFen(product.amount))}
              </strong>
              <span className="charge-product__coins">
                {fenToText(yuanTextToFen(product.coins))}
                {coinWord}
              </span>
            </button>
          );
        })}
      </div>
      <label className={`charge-custom${pick.kind === 'custom' ? ' is-picked' : ''}`}>
        <span className="charge-custom__label">其他金额</span>
        <input
          className="charge-custom__input"
          data-testid="charge-custom-input"
          inputMode="numeric"
          placeholder={`${fenToText(minFen)}~${fenToText(maxFen)}元的整数`}
          value={customText}
          onFocus={() => pick.kind !== 'custom' && onPick({ kind: 'custom', text: '' })}
          onChange={(event) => onPick({ kind: 'custom', text: event.target.value })}
        />
        <span className="charge-custom__unit">元</span>
      </label>
      {customMessage && (
        <p className="charge-error" role="alert" data-testid="charge-custom-error">
          {customMessage}
        </p>
      )}
      {/* One yuan buys one coin (product-spec §9); where coins are yuan there is nothing to say. */}
      {coinWord !== '元' && <p className="charge-rate">1元=1{coinWord}</p>}
    </section>
  );
}
