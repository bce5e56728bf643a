import { Link } from 'react-router-dom';
import type { VipInfo } from '@contracts/account/session';
import { timeThrough } from '@contracts/vip';
import { hrefFor } from '@shared/routes';
import { levelTitle, periodLine, vipStateOf } from './rules';

const ACTION: Record<ReturnType<typeof vipStateOf>, string> = {
  none: '立即开通',
  trial: '立即开通',
  valid: '续费',
  expired: '重新开通',
};

/**
 * The membership at the top of the member centre: the level (试用中 on a trial, 已过期 after the
 * end), the period with the days left, how much of it has passed (timeThrough), and the way on —
 * 立即开通, 续费 or 重新开通 into vip/buy.
 */
export function VipStatusCard({ vip, now }: { vip: VipInfo; now: number }) {
  const state = vipStateOf(vip);
  const through = timeThrough(vip, now);
  return (
    <section className={`vip-status is-${state}`} data-testid="vip-status" data-state={state}>
      <div className="vip-status__head">
        <span className="vip-status__crown" aria-hidden="true">
          ♛
        </span>
        <h2 className="vip-status__level" data-testid="vip-status-level">
          {state === 'none' ? '尚未开通会员' : levelTitle(vip)}
        </h2>
        {state === 'trial' && (
          <span className="vip-tag" data-testid="vip-status-try">
            试用中
          </span>
        )}
        {state === 'expired' && (
          <span className="vip-tag is-off" data-testid="vip-status-expired">
            已过期
          </span>
        )}
      </div>
      <p className="vip-status__period" data-testid="vip-status-period">
        {periodLine(vip, now)}
      </p>
      {(state === 'valid' || state === 'trial') && (
        <>
          <span
            className="vip-progress"
            role="progressbar"
            aria-label="会员期已过"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={through}
          >
            <span className="vip-progress__bar" style={{ width: `${through}%` }} />
          </span>
          <span className="vip-status__through" data-testid="vip-status-through">
            已使用 {through.toFixed(2)}%
          </span>
        </>
      )}
      <Link
        className="vip-button"
        to={hrefFor('vip/buy', {}, { type: 2 })}
        data-testid="vip-status-buy"
      >
        {ACTION[state]}
      </Link>
    </section>
  );
}
