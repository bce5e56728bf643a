import { Link } from 'react-router-dom';
import { AWARD_KIND, type Award } from '@contracts/redPacket';
import { date2 } from '@shared/format';
import { hrefFor } from '@shared/routes';

const HEADLINES: Readonly<Record<number, string>> = {
  [AWARD_KIND.empty]: '差一点就抢到了',
  [AWARD_KIND.freeTicket]: '恭喜抢到免单券',
  [AWARD_KIND.amountOff]: '恭喜抢到抵扣券',
  [AWARD_KIND.coins]: '恭喜抢到金币',
};

/** The award screen: empty, a free ticket, an amount-off ticket, or coins valid 7 days. */
export function AwardView({ award, onClose }: { award: Award; onClose: () => void }) {
  const empty = award.kind === AWARD_KIND.empty;
  return (
    <div
      className={`rp-card rp-card--award${empty ? ' rp-card--empty' : ''}`}
      role="dialog"
      aria-labelledby="rp-award-title"
      data-testid="rain-award"
      data-kind={award.kind}
    >
      <h2 id="rp-award-title" className="rp-card__title">
        {HEADLINES[award.kind]}
      </h2>
      <p className="rp-award__what" data-testid="rain-award-title">
        {empty ? '下一个进球再来试试手气' : award.title}
      </p>
      {!empty && award.validUntil !== null && (
        <p className="rp-award__until">有效期至 {date2(award.validUntil, 'M月d日 HH:mm')}</p>
      )}
      <div className="rp-card__actions">
        {!empty && (
          <Link
            className="rp-button rp-button--ghost"
            to={hrefFor('message/activity')}
            onClick={onClose}
          >
            去消息里查看
          </Link>
        )}
        <button type="button" className="rp-button" onClick={onClose}>
          知道了
        </button>
      </div>
    </div>
  );
}
