import type { ChargeConfig } from '@contracts/wallet/charge';
import { fenToText } from '@contracts/wallet/balance';
import { currencyLabel, type ChannelId } from '@shared/channels';
import { PayRedirecting } from '@shared/payment';
import { ChargeAmounts } from './ChargeAmounts';
import { ChargeCoupons } from './ChargeCoupons';
import { ChargeWays } from './ChargeWays';
import { yuanTextToFen } from './rules';
import { useChargeForm } from './useChargeForm';
import { useSubmitCharge } from './useSubmitCharge';

/** The top-up form over the config: balance, amount, bonus coupon, charge way, summary, 立即充值. */
export function ChargeForm({ config, channel }: { config: ChargeConfig; channel: ChannelId }) {
  const form = useChargeForm(config, channel);
  const charge = useSubmitCharge(channel);
  const coinWord = currencyLabel(channel);
  const bonusFen = form.coupon ? yuanTextToFen(form.coupon.worth) : 0;
  return (
    <>
      <section className="wallet-head" data-testid="charge-balance">
        <span className="wallet-head__label">我的{coinWord}</span>
        <strong className="wallet-head__value">{config.balance}</strong>
      </section>
      <ChargeAmounts
        products={config.products}
        pick={form.pick}
        pickedProductId={form.product?.productId}
        onPick={form.setPick}
        coinWord={coinWord}
        minFen={yuanTextToFen(config.customMin)}
        maxFen={yuanTextToFen(config.customMax)}
        customMessage={form.customMessage}
      />
      <ChargeCoupons
        coupons={config.coupons}
        amountFen={form.amountFen}
        chosen={form.coupon}
        onChoose={form.setCouponChoice}
        coinWord={coinWord}
      />
      <ChargeWays ways={form.ways} way={form.way} onPick={form.setWay} />
      {form.ways.length > 0 && (
        <footer className="wallet-bar">
          {form.amountFen !== null && form.coinsFen !== null && (
            <p className="charge-bar__summary" data-testid="charge-summary">
              支付 ¥{fenToText(form.amountFen)}，到账 {fenToText(form.coinsFen)} {coinWord}
              {bonusFen > 0 && (
                <span className="charge-bar__bonus"> +{fenToText(bonusFen)} 赠送</span>
              )}
            </p>
          )}
          {(form.refusal ?? charge.error) && (
            <p className="charge-error" role="alert" data-testid="charge-refusal">
              {form.refusal ?? charge.error}
            </p>
          )}
          <button
            type="button"
            className="btn btn--primary charge-bar__submit"
            data-testid="charge-submit"
            disabled={form.order === null || charge.submitting}
            onClick={() => form.order && void charge.submit(form.order)}
          >
            {charge.submitting ? '提交中...' : '立即充值'}
          </button>
        </footer>
      )}
      {charge.redirecting && <PayRedirecting testId="charge-redirecting" />}
    </>
  );
}
