import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { currencyLabel, currentChannel, homeEntryPath } from '@shared/channels';
import { failureText } from '@shared/http';
import { PayResult, useLeavePayFlow, usePayStatus, type PayStatusView } from '@shared/payment';
import { hrefFor } from '@shared/routes';
import { ErrorState, PageHeader } from '@shared/ui';
import { yuanTextToFen } from '@contracts/wallet/balance';
import { directPayLanding } from './directPayRules';
import { planIdOf } from './rules';
import type { PayPageState } from './useBuyPlan';
import './plans.css';

/**
 * Once the cached order is final, where it leads (replacing this page, the history reset to home
 * before the provider's pages): plan/pay-ok, or plan/pay-error with or without 重新支付.
 */
function useLandOnResult(view: PayStatusView) {
  const leave = useLeavePayFlow();
  const landed = useRef(false);
  useEffect(() => {
    if (landed.current) return;
    if (view.phase !== 'paid' && view.phase !== 'failed' && view.phase !== 'cancelled') return;
    const { plan, coins } = view.answer;
    if (!plan) return;
    landed.current = true;
    const unit = currencyLabel(currentChannel().channel);
    const landing = directPayLanding(view.phase, plan, coins, unit);
    const state: PayPageState = { planId: plan.planId, returned: true };
    if (landing.page === 'plan/pay-ok') {
      leave(hrefFor('plan/pay-ok', {}, { ableBalance: landing.ableBalance }), {
        replace: true,
        state,
      });
      return;
    }
    if (landing.repay) state.repayPriceFen = yuanTextToFen(coins);
    leave(hrefFor('plan/pay-error', {}, { errorMsg: landing.errorMsg, planNo: plan.planNo }), {
      replace: true,
      state,
    });
  }, [view, leave]);
}

/**
 * 支付结果 (`plan/pay-result?planId=`, ours): where the provider sends the fan back after paying a
 * plan directly. It asks about the order cached before the provider (nothing without one), follows
 * it while unconfirmed (the top-up's status follow, @shared/payment), and once final moves on to
 * pay-ok or pay-error; every way out skips the provider's pages.
 */
export default function PayResultPage() {
  const channel = currentChannel().channel;
  const { view, askAgain } = usePayStatus(channel);
  const leave = useLeavePayFlow();
  useLandOnResult(view);
  const planId = planIdOf(useSearchParams()[0].get('planId') ?? undefined);
  const toPlan =
    planId === null ? null : (
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => leave(hrefFor('plan', { id: planId }))}
      >
        返回方案
      </button>
    );
  const toHome = (
    <button type="button" className="btn" onClick={() => leave(homeEntryPath(channel))}>
      返回首页
    </button>
  );
  const notPlanOrder = view.phase !== 'error' && 'answer' in view && !view.answer.plan;
  return (
    <div className="page plan-pay-page" data-testid="plan-pay-result-page">
      <PageHeader title="支付结果" onBack={() => leave()} />
      {(view.phase === 'none' || notPlanOrder) && (
        <PayResult
          state="short"
          title="没有待确认的支付"
          actions={
            <>
              {toPlan}
              {toHome}
            </>
          }
        />
      )}
      {view.phase === 'asking' && <PayResult state="wait" title="正在查询支付结果..." />}
      {view.phase === 'awaiting' && (
        <PayResult
          state="wait"
          title="支付确认中"
          actions={
            view.exhausted && (
              <>
                <button type="button" className="btn btn--primary" onClick={askAgain}>
                  刷新
                </button>
                {toHome}
              </>
            )
          }
        >
          <p className="pay-result__line">
            {view.exhausted ? '暂未收到支付结果，请稍后刷新' : '正在确认支付结果，请稍候'}
          </p>
        </PayResult>
      )}
      {view.phase === 'error' && (
        <ErrorState
          message={failureText(view.error)}
          onRetry={askAgain}
          testId="plan-pay-result-error"
        />
      )}
    </div>
  );
}
