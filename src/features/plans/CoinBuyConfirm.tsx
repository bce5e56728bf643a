import { useId, type ReactNode } from 'react';
import { fenToText, yuanTextToFen } from '@contracts/wallet/balance';
import { failureText } from '@shared/http';
import { useResource } from '@shared/resource';
import { coinBalanceResource } from './resources';
import { PayRow } from './PayRow';
import { coinQuote } from './rules';

/** How the fan left the confirm step. */
export type CoinConfirmChoice = 'pay' | 'charge' | 'direct' | 'cancel';

export interface CoinConfirmPlan {
  title: string;
  priceFen: number;
}

export interface CoinBuyConfirmProps {
  plan: CoinConfirmPlan;
  /** The channel's word for coins (金币, or 元 where the partner sells in yuan). */
  unit: string;
  /** 直接支付 may stand in for the missing coins (the channel has a way for it). */
  canPayDirect: boolean;
  /**
   * The coupon choice: the fan's coupons that fit this plan and the price one leaves. Coupons come
   * with their own issue; until then nothing is passed and nothing is shown in its place.
   */
  coupon?: ReactNode;
  onAnswer: (choice: CoinConfirmChoice) => void;
}

/**
 * The confirm step before coins are spent (issue 31 item 2): the plan, its price, the fan's coins
 * read afresh, and the balance once paid — 取消 / 确认支付. Coins that do not reach the price say so
 * and lead to 去充值 (and 直接支付 where it exists), as the server's balance dialog does.
 */
export function CoinBuyConfirm({
  plan,
  unit,
  canPayDirect,
  coupon,
  onAnswer,
}: CoinBuyConfirmProps) {
  const titleId = useId();
  const balance = useResource(coinBalanceResource);
  const quote =
    balance.data === undefined ? null : coinQuote(plan.priceFen, yuanTextToFen(balance.data));
  const short = quote !== null && !quote.enough;
  const amount = (fen: number) => `${fenToText(fen)} ${unit}`;
  const balanceText = quote ? amount(quote.balanceFen) : balance.loading ? '查询中...' : '--';
  return (
    <section className="plan-confirm" data-testid="plan-confirm" aria-labelledby={titleId}>
      <h2 className="plan-confirm__title" id={titleId}>
        {short ? `${unit}余额不足` : '确认支付'}
      </h2>
      <p className="plan-confirm__plan" data-testid="plan-confirm-plan">
        {plan.title}
      </p>
      <div className="plan-pay__rows">
        <PayRow label="方案价格" value={amount(plan.priceFen)} testId="plan-confirm-price" />
        {coupon}
        <PayRow label="当前余额" value={balanceText} testId="plan-confirm-balance" />
        {quote && quote.afterFen !== null && (
          <PayRow label="支付后余额" value={amount(quote.afterFen)} testId="plan-confirm-after" />
        )}
        {short && (
          <PayRow label="还需" value={amount(quote.missingFen)} testId="plan-confirm-missing" />
        )}
      </div>
      {balance.error !== undefined && !balance.loading && (
        <p className="plan-confirm__problem" data-testid="plan-confirm-error">
          余额查询失败：{failureText(balance.error)}
          <button type="button" className="plan-confirm__retry" onClick={balance.reload}>
            重试
          </button>
        </p>
      )}
      <div className="plan-confirm__buttons">
        <button
          type="button"
          className="plan-confirm__button"
          data-testid="plan-confirm-cancel"
          onClick={() => onAnswer('cancel')}
        >
          取消
        </button>
        {short ? (
          <>
            {canPayDirect && (
              <button
                type="button"
                className="plan-confirm__button"
                data-testid="plan-confirm-direct"
                onClick={() => onAnswer('direct')}
              >
                直接支付
              </button>
            )}
            <button
              type="button"
              className="plan-confirm__button is-primary"
              data-testid="plan-confirm-charge"
              onClick={() => onAnswer('charge')}
            >
              去充值
            </button>
          </>
        ) : (
          <button
            type="button"
            className="plan-confirm__button is-primary"
            data-testid="plan-confirm-pay"
            disabled={quote === null}
            onClick={() => onAnswer('pay')}
          >
            确认支付
          </button>
        )}
      </div>
    </section>
  );
}
