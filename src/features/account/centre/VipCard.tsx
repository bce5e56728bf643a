import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { VipInfo } from '@contracts/account/session';
import { hrefFor } from '@shared/routes';
import { beijingDate } from '@domain/time';
import { isVipNow, isVipTry, timeThrough, vipDaysLeft, vipName } from './rules';
import { appNow } from '@schedulers';

/** The card opens the member centre where it is built; elsewhere it only tells the status. */
function CardFrame(props: { offersVip: boolean; className: string; children: ReactNode }) {
  if (!props.offersVip)
    return (
      <div className={props.className} data-testid="vip-card">
        {props.children}
      </div>
    );
  return (
    <Link to={hrefFor('user/vip')} className={props.className} data-testid="vip-card">
      {props.children}
    </Link>
  );
}

/**
 * VIP status (product-spec §4 "VIP"): the level, trial mark, days left and the period's progress.
 * `offersVip`: the member centre (user/vip) is shown in this channel. Where it is not, a fan without
 * VIP sees no 立即开通 card and a member sees the status without 续费; a trial offers 立即开通.
 */
export function VipCard({
  vip,
  offersVip,
  now = appNow(),
}: {
  vip: VipInfo;
  offersVip: boolean;
  now?: number;
}) {
  const level = isVipNow(vip);
  if (level === 0) {
    if (!offersVip) return null;
    return (
      <Link to={hrefFor('user/vip')} className="uc-vip is-off" data-testid="vip-card">
        <span className="uc-vip__crown" aria-hidden="true">
          ♛
        </span>
        <span className="uc-vip__text">
          <strong>开通红单会员</strong>
          <span>专家套餐、半价看方案等多项权益</span>
        </span>
        <span className="uc-vip__cta">立即开通</span>
      </Link>
    );
  }
  const through = timeThrough(vip, now);
  return (
    <CardFrame offersVip={offersVip} className="uc-vip">
      <span className="uc-vip__crown" aria-hidden="true">
        ♛
      </span>
      <span className="uc-vip__text">
        <strong>
          {vipName(level)}
          {isVipTry(vip) && (
            <span className="uc-tag uc-tag--try" data-testid="vip-try">
              试用中
            </span>
          )}
        </strong>
        <span>
          {vip.endTime
            ? `${beijingDate(vip.endTime)} 到期 · 剩余${vipDaysLeft(vip, now)}天`
            : '有效期内'}
        </span>
        <span
          className="uc-progress"
          role="progressbar"
          aria-label="会员期已过"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={through}
        >
          <span className="uc-progress__bar" style={{ width: `${through}%` }} />
        </span>
        <span className="uc-vip__through" data-testid="vip-through">
          已使用 {through.toFixed(2)}%
        </span>
      </span>
      {offersVip && <span className="uc-vip__cta">{isVipTry(vip) ? '立即开通' : '续费'}</span>}
    </CardFrame>
  );
}
