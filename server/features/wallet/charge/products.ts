import type { ChargeProduct } from '../../../../contracts/wallet/charge';
import { fenToYuan } from '../../../../contracts/wallet/balance';

/**
 * What the top-up page sells (ours; the spec lists none, docs/decisions/payments.md): the ladder of
 * amounts the big Chinese sports apps offer, one yuan one coin (product-spec §9). A product id is
 * stable: an order names it, and a price is read from here, never from the client.
 */
export const TOP_UP_PRODUCTS: ReadonlyArray<{ productId: number; amountFen: number; tag: string }> =
  [
    { productId: 1, amountFen: 600, tag: '' },
    { productId: 2, amountFen: 1800, tag: '' },
    { productId: 3, amountFen: 3800, tag: '' },
    { productId: 4, amountFen: 6800, tag: '热门' },
    { productId: 5, amountFen: 12800, tag: '' },
    { productId: 6, amountFen: 32800, tag: '' },
    { productId: 7, amountFen: 64800, tag: '' },
  ];

export function productById(productId: number) {
  return TOP_UP_PRODUCTS.find((p) => p.productId === productId);
}

export function productsText(): ChargeProduct[] {
  return TOP_UP_PRODUCTS.map((p) => ({
    productId: p.productId,
    amount: fenToYuan(p.amountFen),
    coins: fenToYuan(p.amountFen),
    tag: p.tag,
  }));
}
