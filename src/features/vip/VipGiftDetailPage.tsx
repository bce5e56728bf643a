import { Link, useSearchParams } from 'react-router-dom';
import { TicketRow } from '@features/setMeals/parts';
import { date2 } from '@shared/format';
import { failureText } from '@shared/http';
import { useResource } from '@shared/resource';
import { hrefFor } from '@shared/routes';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { giftDetailResource } from './resources';
import { GIFT_STATUS_TEXT } from './rules';
import './vip.css';

const idOf = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0);

/**
 * 礼包详情 (`user/vip/giftDetail?id=`, giftRecordDetail): one monthly gift — its month and state,
 * the set-meal ticket it brought (what is left, until when; the way to the readings it pays for)
 * and the half-price card (used of its count). A gift not yet due says when it arrives.
 */
export default function VipGiftDetailPage() {
  const [query] = useSearchParams();
  const id = idOf(query.get('id'));
  const detail = useResource(giftDetailResource, id, { enabled: id > 0 });
  const data = detail.data;
  return (
    <div className="page vip-page" data-testid="vip-gift-detail-page">
      <PageHeader title="礼包详情" />
      {id === 0 ? (
        <EmptyState text="没有找到这个礼包" testId="vip-gift-missing" />
      ) : data ? (
        <>
          <section
            className="vip-card"
            data-testid="vip-gift-detail"
            data-status={data.gift.status}
          >
            <h2 className="vip-card__title">{data.gift.name}</h2>
            <p className="vip-row__facts">
              {GIFT_STATUS_TEXT[data.gift.status]} · {date2(data.gift.startsAt, 'yyyy-MM-dd')} 至{' '}
              {date2(data.gift.expiresAt, 'yyyy-MM-dd')}
            </p>
            {data.gift.status === 'pending' && (
              <p className="vip-row__facts">将于 {date2(data.gift.startsAt, 'yyyy-MM-dd')} 发放</p>
            )}
          </section>
          {data.ticket && (
            <section className="vip-card" data-testid="vip-gift-ticket">
              <h2 className="vip-card__title">竞彩套餐</h2>
              <TicketRow ticket={data.ticket} />
              <Link className="vip-card__more" to={hrefFor('jiedu-list', {}, { type: 0 })}>
                去看解读 ›
              </Link>
            </section>
          )}
          {data.discountCard && (
            <section className="vip-card" data-testid="vip-gift-card">
              <h2 className="vip-card__title">半价解读卡</h2>
              <p className="vip-row__facts" data-testid="vip-gift-card-left">
                {data.discountCard.worth}折 · 剩余{' '}
                {data.discountCard.count - data.discountCard.usedCount}/{data.discountCard.count} 次
                · {date2(data.discountCard.expiresAt, 'yyyy-MM-dd HH:mm')} 到期
              </p>
            </section>
          )}
        </>
      ) : detail.loading ? (
        <Skeleton rows={4} testId="vip-gift-skeleton" />
      ) : (
        <ErrorState message={failureText(detail.error)} onRetry={detail.reload} />
      )}
    </div>
  );
}
