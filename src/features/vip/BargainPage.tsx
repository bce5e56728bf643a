import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { BARGAIN_HOURS, type Bargain } from '@contracts/vipBargain';
import { fenToText, yuanTextToFen } from '@contracts/wallet/balance';
import { date2 } from '@shared/format';
import { failureText, newRequestId } from '@shared/http';
import { showToast } from '@shared/overlays';
import { useCoinPurchase } from '@shared/payment';
import { useResource } from '@shared/resource';
import { hrefFor } from '@shared/routes';
import { handleNeedsLogin, isLoggedIn, requireLogin } from '@shared/session';
import { ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { cutBargain, openBargain, payVip } from './api';
import { bargainResource, myBargainResource } from './resources';
import { VipOff, vipVisible } from './VipOff';
import './vip.css';

const idOf = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0);
const STATE_TEXT: Record<Bargain['state'], string> = {
  open: '砍价中',
  bought: '已购买',
  expired: '已结束',
};

function Progress({ bargain }: { bargain: Bargain }) {
  const start = yuanTextToFen(bargain.startPrice);
  const floor = yuanTextToFen(bargain.floor);
  const price = yuanTextToFen(bargain.price);
  const done = start === floor ? 100 : Math.round(((start - price) / (start - floor)) * 100);
  return (
    <section className="vip-card" data-testid="bargain" data-state={bargain.state}>
      <h2 className="vip-card__title">
        {bargain.starterName}的{bargain.productName} · {STATE_TEXT[bargain.state]}
      </h2>
      <p className="vip-row__facts">
        当前价{' '}
        <b className="vip-bargain__price" data-testid="bargain-price">
          {fenToText(price)}
        </b>
        金币 · 原价 {fenToText(start)} · 最低 {fenToText(floor)}
      </p>
      <span
        className="vip-progress vip-progress--light"
        role="progressbar"
        aria-label="已砍"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={done}
      >
        <span className="vip-progress__bar" style={{ width: `${done}%` }} />
      </span>
      <p className="vip-row__facts">
        {bargain.helps}位好友已帮砍 · {date2(bargain.expiresAt, 'MM-dd HH:mm')} 结束
      </p>
      {bargain.helpers.length > 0 && (
        <ul className="vip-bargain__helpers" data-testid="bargain-helpers">
          {bargain.helpers.map((h) => (
            <li key={`${h.nickName}-${h.at}`}>
              {h.nickName} 砍掉 {fenToText(yuanTextToFen(h.cut))} 金币
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Starting a bargain (a first one, or another once one has closed). */
function StartBar({ text, busy, onStart }: { text: string; busy: boolean; onStart: () => void }) {
  return (
    <div className="vip-buy-bar">
      <button
        type="button"
        className="vip-button"
        data-testid="bargain-start"
        disabled={busy}
        onClick={onStart}
      >
        {text}
      </button>
    </div>
  );
}

/** The starter's ways on: share the link, buy at the price now. */
function OwnerActions({ bargain, onShare }: { bargain: Bargain; onShare: () => void }) {
  const requestId = useRef<string | null>(null);
  const priceFen = yuanTextToFen(bargain.price);
  const { buy, buying } = useCoinPurchase({
    item: { title: `${bargain.productName}（砍价）`, priceFen, priceLabel: '砍后价格' },
    buy: async () => {
      requestId.current ??= newRequestId();
      const answer = await payVip(bargain.productId, requestId.current, 2, bargain.id);
      requestId.current = null;
      return answer;
    },
    ok: () => ({ to: hrefFor('user/vip') }),
    error: (errMsg) => ({ to: hrefFor('hd/vipBargain/apply', {}, { id: bargain.id, errMsg }) }),
  });
  if (bargain.state !== 'open') return null;
  return (
    <div className="vip-buy-bar">
      <button
        type="button"
        className="vip-link-button"
        data-testid="bargain-share"
        onClick={onShare}
      >
        邀请好友砍价
      </button>
      <button
        type="button"
        className="vip-button"
        data-testid="bargain-buy"
        disabled={buying}
        onClick={() => void buy()}
      >
        {fenToText(priceFen)}金币 立即购买
      </button>
    </div>
  );
}

/**
 * 会员砍价 (`hd/vipBargain/apply?id=`, issue 35 §2; docs/decisions/vip.md): a fan starts a bargain on
 * the red list and shares its link; each friend who opens it cuts the price once (the first cuts
 * most) down to its floor within a day; the fan buys at the price reached. Without an id the page
 * shows the fan's own bargain, or the way to start one.
 */
export default function BargainPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = idOf(query.get('id'));
  const errMsg = query.get('errMsg');
  const loggedIn = isLoggedIn();
  const visible = vipVisible();
  const shown = useResource(bargainResource, id, { enabled: visible && id > 0 });
  const mine = useResource(myBargainResource, undefined, {
    enabled: visible && id === 0 && loggedIn,
  });
  const [busy, setBusy] = useState(false);
  const bargain = id > 0 ? shown.data : mine.data?.bargain;
  const view = id > 0 ? shown : mine;

  const start = async () => {
    if (!isLoggedIn()) return requireLogin();
    setBusy(true);
    try {
      const made = await openBargain();
      void navigate(hrefFor('hd/vipBargain/apply', {}, { id: made.id }), { replace: true });
    } catch (error) {
      if (!handleNeedsLogin(error)) void showToast(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  const help = async (target: Bargain) => {
    if (!isLoggedIn()) return requireLogin();
    setBusy(true);
    try {
      const answer = await cutBargain(target.id);
      void showToast(`成功帮TA砍掉${fenToText(yuanTextToFen(answer.cut))}金币`);
      shown.reload();
    } catch (error) {
      if (!handleNeedsLogin(error)) void showToast(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  const share = async (target: Bargain) => {
    const link = `${window.location.origin}${window.location.pathname}#${hrefFor('hd/vipBargain/apply', {}, { id: target.id })}`;
    try {
      await navigator.clipboard.writeText(link);
      void showToast('链接已复制，发给好友帮你砍价吧');
    } catch {
      void showToast(`复制失败，请手动分享：${link}`);
    }
  };

  return (
    <div className="page vip-page" data-testid="bargain-page">
      <PageHeader title="会员砍价" />
      {!visible ? (
        <VipOff />
      ) : (
        <>
          <section className="vip-hero">
            <h2>好友助力，红单会员低至{fenToText(9_800)}金币</h2>
            <p>每位好友可帮砍一次，{BARGAIN_HOURS}小时内有效，砍到多少买多少</p>
          </section>
          {errMsg && (
            <p className="vip-problem" role="alert">
              {errMsg}
            </p>
          )}
          {bargain ? (
            <>
              <Progress bargain={bargain} />
              {bargain.mine ? (
                <OwnerActions bargain={bargain} onShare={() => void share(bargain)} />
              ) : (
                <div className="vip-buy-bar">
                  <Link className="vip-link-button" to={hrefFor('hd/vipBargain/apply')}>
                    我也要砍价
                  </Link>
                  {bargain.state === 'open' && !bargain.helped ? (
                    <button
                      type="button"
                      className="vip-button"
                      data-testid="bargain-help"
                      disabled={busy}
                      onClick={() => void help(bargain)}
                    >
                      帮TA砍一刀
                    </button>
                  ) : (
                    <span className="vip-row__facts" data-testid="bargain-helped">
                      {bargain.helped ? '您已帮TA砍过' : STATE_TEXT[bargain.state]}
                    </span>
                  )}
                </div>
              )}
              {bargain.mine && bargain.state !== 'open' && (
                <StartBar text="再砍一次" busy={busy} onStart={() => void start()} />
              )}
            </>
          ) : view.loading && (id > 0 || loggedIn) ? (
            <Skeleton rows={4} testId="bargain-skeleton" />
          ) : id > 0 && view.error !== undefined ? (
            <ErrorState message={failureText(view.error)} onRetry={view.reload} />
          ) : (
            <StartBar text="发起砍价" busy={busy} onStart={() => void start()} />
          )}
        </>
      )}
    </div>
  );
}
