import { Link, useSearchParams } from 'react-router-dom';
import type { ActivityClaim, ActivityInfo } from '@contracts/activities';
import { yuanTextToFen } from '@contracts/wallet/balance';
import { showToast } from '@shared/overlays';
import { DirectPayReturn, PayRedirecting, useCoinPurchase, useDirectPay } from '@shared/payment';
import { hrefFor } from '@shared/routes';
import { buySpree, openSpreeDirectPay } from './api';
import { claimButtonText, spreeCashier } from './rules';

/** The spree's own address, keeping the visit's `pay` and `agentId` (and a refusal's words). */
const spreeHref = (pay: string | null, agentId: string | null, errMsg?: string) =>
  hrefFor('hd/spree1188', {}, { pay, agentId, errMsg });

/**
 * The spree's step (/hd/spree1188, issue 37 §4): bought the way a plan is — the shared coin purchase
 * (login first, the confirm step, 请稍候..., the balance dialog) and the shared direct pay through
 * the cashier, offered as the page's `pay` says (rules.ts `spreeCashier`) where the channel has a
 * way. Both come back to this page, which then asks the activity again (ActivityPage).
 */
export function SpreeClaim({ info, claim }: { info: ActivityInfo; claim: ActivityClaim }) {
  const [query] = useSearchParams();
  const pay = query.get('pay');
  const agentId = query.get('agentId');
  const errMsg = query.get('errMsg');
  const back = spreeHref(pay, agentId);
  const priceFen = yuanTextToFen(info.price ?? '0');
  const cashier = spreeCashier(pay);
  const direct = useDirectPay({ priceFen, noun: '此礼包', open: openSpreeDirectPay }, back);
  const directPay = cashier === 'never' ? null : direct.pay;
  const { buy, buying } = useCoinPurchase({
    item: { title: info.title, priceFen, priceLabel: '礼包价格' },
    buy: async () => {
      const answer = await buySpree();
      void showToast(answer.repeated ? '你已购买过该礼包' : `购买成功，获得${claim.reward}`);
      return answer;
    },
    ok: () => ({ to: back }),
    error: (message) => ({ to: spreeHref(pay, agentId, message) }),
    directPay: directPay && (() => void directPay()),
  });
  const open = claim.state === 'claimable' || claim.state === 'login';
  const beside = claim.state === 'claimable' && cashier === 'beside' && directPay !== null;
  return (
    <>
      <DirectPayReturn
        boughtHref={back}
        paidText={`礼包购买成功，${claim.reward}已到账`}
        failedText="支付失败，请重新购买"
        laterText="支付结果查询中，请稍后在金币明细中查看"
        testId="hd-pay-return"
      />
      {errMsg && (
        <p className="hd-notice" role="alert" data-testid="hd-pay-error">
          {errMsg}
        </p>
      )}
      <div className="hd-claim" data-testid={`hd-claim-${claim.step}`}>
        <div>
          <strong>{claim.title}</strong>
          <span className="hd-claim__reward">{claim.reward}</span>
        </div>
        {claim.state === 'claimable' && (
          <Link className="hd-link" to={hrefFor('pay/userChargeHuoyan')}>
            去充值
          </Link>
        )}
        <button
          type="button"
          className="hd-button"
          disabled={!open || buying}
          onClick={() => void buy()}
          data-testid="hd-spree-coins"
        >
          {buying ? '请稍候...' : beside ? '金币购买' : claimButtonText(claim, true)}
        </button>
      </div>
      {beside && (
        <button
          type="button"
          className="hd-button hd-button--wide"
          onClick={() => void directPay?.()}
          data-testid="hd-spree-direct"
        >
          直接支付 ¥{info.price}
        </button>
      )}
      {direct.redirecting && <PayRedirecting testId="hd-redirecting" />}
    </>
  );
}
