import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { failureText } from '@shared/http';
import { showToast } from '@shared/overlays';
import { hrefFor } from '@shared/routes';
import { handleNeedsLogin } from '@shared/session';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { useResource } from '@shared/resource';
import { expertHomeResource, pushStatusResource } from '../resources';
import { FOLLOW_ERROR_TOAST_MS } from '../timings';
import { orderPush, type PushState } from './api';
import '../experts.css';

const AGREE_FIRST = '请先阅读并同意《专家推送服务协议》';

function OrderBox({ expertId, initial }: { expertId: number; initial: PushState }) {
  const [state, setState] = useState(initial);
  const [agreed, setAgreed] = useState(initial.ordered);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const change = async () => {
    if (inFlight.current) return;
    if (!state.ordered && !agreed) {
      void showToast(AGREE_FIRST, FOLLOW_ERROR_TOAST_MS);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      setState(await orderPush(expertId, !state.ordered));
    } catch (error) {
      if (!handleNeedsLogin(error)) void showToast(failureText(error), FOLLOW_ERROR_TOAST_MS);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return (
    <section className="xp-card xp-push" data-testid="push-order">
      <p className="xp-push__count" data-testid="push-subscribers">
        已有 {state.subscribers} 人订阅
      </p>
      <p className="xp-push__what">订阅后，该专家每发布一个新方案，你都会在消息中心收到提醒。</p>
      {!state.ordered && (
        <label className="xp-push__agree">
          <input
            type="checkbox"
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
            data-testid="push-agree"
          />
          我已阅读并同意
          <Link to={hrefFor('public/push-protocol')}>《专家推送服务协议》</Link>
        </label>
      )}
      <button
        type="button"
        className={`xp-push__button${state.ordered ? ' is-on' : ''}`}
        aria-busy={busy}
        disabled={busy}
        onClick={() => void change()}
        data-testid="push-toggle"
      >
        {busy ? '请稍候...' : state.ordered ? '取消订阅' : '订阅推送'}
      </button>
    </section>
  );
}

function OrderView({ expertId }: { expertId: number }) {
  const home = useResource(expertHomeResource, expertId);
  const status = useResource(pushStatusResource, expertId);
  const failed = home.error ?? status.error;
  if (failed)
    return (
      <ErrorState
        message={failureText(failed)}
        onRetry={() => {
          home.reload();
          status.reload();
        }}
        testId="push-error"
      />
    );
  if (!home.data || !status.data) return <Skeleton rows={4} testId="push-skeleton" />;
  return (
    <>
      <section className="xp-card" data-testid="push-expert">
        <Link to={hrefFor('public/expertHome', { expertId })} className="xp-push__expert">
          {home.data.expert.nickname}
        </Link>
        <span className="xp-push__record">
          近{home.data.record.recentTotal}中{home.data.record.recentWins}
        </span>
      </section>
      {home.data.own ? (
        <EmptyState text="不能订阅自己的推送" testId="push-own" />
      ) : (
        <OrderBox expertId={expertId} initial={status.data} />
      )}
    </>
  );
}

/**
 * 订阅推送 (`expert-push/order/{expertId}`, login only): the expert, how many subscribe, the
 * agreement to the push protocol, and 订阅推送 / 取消订阅 — changed only by the server's answer.
 */
export default function PushOrderPage() {
  const raw = useParams().expertId;
  const expertId = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  return (
    <div className="page xp-page" data-testid="push-order-page">
      <PageHeader title="订阅推送" />
      {expertId === null ? (
        <EmptyState text="专家不存在" testId="push-not-found" />
      ) : (
        <OrderView key={expertId} expertId={expertId} />
      )}
    </div>
  );
}
