import type { ReactNode } from 'react';
import { fenToText } from '@contracts/wallet/balance';
import { currencyLabel, currentChannel, homeEntryPath } from '@shared/channels';
import { failureText } from '@shared/http';
import { useLeavePayFlow, usePayStatus } from '@shared/payment';
import { hrefFor } from '@shared/routes';
import { ErrorState, PageHeader } from '@shared/ui';
import { yuanTextToFen } from './rules';
import '../wallet.css';
import './charge.css';

function Result({
  state,
  title,
  children,
  busy = false,
}: {
  state: string;
  title: string;
  children?: ReactNode;
  busy?: boolean;
}) {
  return (
    <section className={`charge-result is-${state}`} data-testid={`charge-result-${state}`}>
      {busy ? (
        <span className="spinner" aria-hidden="true" />
      ) : (
        <span className="charge-result__icon" aria-hidden="true" />
      )}
      <h2 className="charge-result__title">{title}</h2>
      {children}
    </section>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="charge-result__actions">{children}</div>;
}

/**
 * 充值结果 (`userChargeFinish`): where the provider sends the fan back. It asks about the order cached
 * before the provider (nothing to ask without one), follows it while unconfirmed, and every way out
 * goes through the leave of the charge flow (product-spec §4).
 */
export default function FinishPage() {
  const channel = currentChannel().channel;
  const { view, askAgain } = usePayStatus(channel);
  const leave = useLeavePayFlow();
  const home = homeEntryPath(channel);
  const recharge = (
    <button
      type="button"
      className="btn btn--primary"
      onClick={() => leave(hrefFor('pay/userChargeHuoyan'))}
    >
      重新充值
    </button>
  );
  const toHome = (label: string) => (
    <button type="button" className="btn" onClick={() => leave(home)}>
      {label}
    </button>
  );
  return (
    <div className="page" data-testid="charge-finish-page">
      <PageHeader title="充值结果" onBack={() => leave()} />
      {view.phase === 'none' && (
        <Result state="none" title="没有待确认的充值">
          <Actions>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => leave(hrefFor('pay/userChargeHuoyan'))}
            >
              去充值
            </button>
            {toHome('返回首页')}
          </Actions>
        </Result>
      )}
      {view.phase === 'asking' && <Result state="asking" title="正在查询支付结果..." busy />}
      {view.phase === 'awaiting' && (
        <Result state="awaiting" title="支付确认中" busy={!view.exhausted}>
          <p className="charge-result__text">
            {view.exhausted ? '暂未收到支付结果，请稍后刷新' : '正在确认支付结果，请稍候'}
          </p>
          {view.exhausted && (
            <Actions>
              <button type="button" className="btn btn--primary" onClick={askAgain}>
                刷新
              </button>
              {toHome('返回首页')}
            </Actions>
          )}
        </Result>
      )}
      {view.phase === 'paid' && (
        <Result state="paid" title="充值成功">
          <p className="charge-result__text" data-testid="charge-result-coins">
            到账 {fenToText(yuanTextToFen(view.answer.coins))} {currencyLabel(channel)}
          </p>
          <Actions>
            <button
              type="button"
              className="btn"
              onClick={() => leave(hrefFor('userHuoyanDetail'))}
            >
              查看金币明细
            </button>
            <button type="button" className="btn btn--primary" onClick={() => leave(home)}>
              完成
            </button>
          </Actions>
        </Result>
      )}
      {view.phase === 'failed' && (
        <Result state="failed" title="支付失败">
          <Actions>
            {recharge}
            {toHome('返回首页')}
          </Actions>
        </Result>
      )}
      {view.phase === 'cancelled' && (
        <Result state="cancelled" title="支付已取消">
          <Actions>
            {recharge}
            {toHome('返回首页')}
          </Actions>
        </Result>
      )}
      {view.phase === 'error' && (
        <ErrorState
          message={failureText(view.error)}
          onRetry={askAgain}
          testId="charge-finish-error"
        />
      )}
    </div>
  );
}
