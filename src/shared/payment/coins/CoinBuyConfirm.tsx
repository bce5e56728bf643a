import { useId, useState } from 'react';
import { fenToText, yuanTextToFen } from '@contracts/wallet/balance';
import { failureText } from '@shared/http';
import { useResource } from '@shared/resource';
import { coinBalanceResource } from './balance';
import type { CouponOption, CouponPicking, DiscountPick } from './couponChoice';
import { CouponPicker } from './CouponPicker';
import { PayRow } from './PayRow';
import { coinQuote } from './rules';
import './coins.css';

/** How the fan left the confirm step. */
export type CoinConfirmChoice = 'pay' | 'charge' | 'direct' | 'cancel';

/** What is being bought, as the confirm step names it. */
export interface CoinConfirmItem {
  title: string;
  priceFen: number;
  /** The price's row label: 方案价格, 解读价格, 套餐价格. */
  priceLabel: string;
}

export interface CoinBuyConfirmProps {
  item: CoinConfirmItem;
  /** The channel's word for coins (金币, or 元 where the partner sells in yuan). */
  unit: string;
  /** 直接支付 may stand in for the missing coins (the channel has a way for it). */
  canPayDirect: boolean;
  /**
   * The coupon choice (a plan, an interpretation): the fan's coupons for this item, the best one
   * chosen, the price it leaves paid in coins. Absent where coupons do not apply (set meals).
   */
  coupons?: CouponPicking;
  /** How the fan left, and the coupon or card chosen when they pay. */
  onAnswer: (choice: CoinConfirmChoice, pick?: DiscountPick) => void;
}

/**
 * The confirm step before coins are spent (issue 31 item 2): what is bought, its price, the fan's coins
 * read afresh, and the balance once paid — 取消 / 确认支付. Coins that do not reach the price say so
 * and lead to 去充值 (and 直接支付 where it exists), as the server's balance dialog does.
 */
export function CoinBuyConfirm({
  item,
  unit,
  canPayDirect,
  coupons,
  onAnswer,
}: CoinBuyConfirmProps) {
  const titleId = useId();
  const balance = useResource(coinBalanceResource);
  const [coupon, setCoupon] = useState<CouponOption | null>(null);
  const payFen = coupon ? coupon.payPriceFen : item.priceFen;
  const quote = balance.data === undefined ? null : coinQuote(payFen, yuanTextToFen(balance.data));
  const short = quote !== null && !quote.enough;
  const amount = (fen: number) => `${fenToText(fen)} ${unit}`;
  const balanceText = quote ? amount(quote.balanceFen) : balance.loading ? '查询中...' : '--';
  return (
    <section className="coin-confirm" data-testid="coin-confirm" aria-labelledby={titleId}>
      <h2 className="coin-confirm__title" id={titleId}>
        {short ? `${unit}余额不足` : '确认支付'}
      </h2>
      <p className="coin-confirm__item" data-testid="coin-confirm-item">
        {item.title}
      </p>
      <div className="pay-result__rows">
        <PayRow label={item.priceLabel} value={amount(item.priceFen)} testId="coin-confirm-price" />
        {coupons && (
          <CouponPicker picking={coupons} unit={unit} chosen={coupon} onChoose={setCoupon} />
        )}
        {coupon && <PayRow label="实付" value={amount(payFen)} testId="coin-confirm-pay-price" />}
        <PayRow label="当前余额" value={balanceText} testId="coin-confirm-balance" />
        {quote && quote.afterFen !== null && (
          <PayRow label="支付后余额" value={amount(quote.afterFen)} testId="coin-confirm-after" />
        )}
        {short && (
          <PayRow label="还需" value={amount(quote.missingFen)} testId="coin-confirm-missing" />
        )}
      </div>
      {balance.error !== undefined && !balance.loading && (
        <p className="coin-confirm__problem" data-testid="coin-confirm-error">
          余额查询失败：{failureText(balance.error)}
          <button type="button" className="coin-confirm__retry" onClick={balance.reload}>
            重试
          </button>
        </p>
      )}
      <div className="coin-confirm__buttons">
        <button
          type="button"
          className="coin-confirm__button"
          data-testid="coin-confirm-cancel"
          onClick={() => onAnswer('cancel')}
        >
          取消
        </button>
        {short ? (
          <>
            {canPayDirect && (
              <button
                type="button"
                className="coin-confirm__button"
                data-testid="coin-confirm-direct"
                onClick={() => onAnswer('direct')}
              >
                直接支付
              </button>
            )}
            <button
              type="button"
              className="coin-confirm__button is-primary"
              data-testid="coin-confirm-charge"
              onClick={() => onAnswer('charge')}
            >
              去充值
            </button>
          </>
        ) : (
          <button
            type="button"
            className="coin-confirm__button is-primary"
            data-testid="coin-confirm-pay"
            disabled={quote === null}
            onClick={() => onAnswer('pay', coupon?.pay)}
          >
            确认支付
          </button>
        )}
      </div>
    </section>
  );
}
