import { Link } from 'react-router-dom';
import type { VipGift } from '@contracts/vip';
import { date2 } from '@shared/format';
import { pagedPlaceholder, PagedSection, usePagedList } from '@shared/paging';
import { hrefFor } from '@shared/routes';
import { PageHeader } from '@shared/ui';
import { fetchGiftPage } from './api';
import { GIFT_STATUS_TEXT } from './rules';
import './vip.css';

function GiftRow({ gift }: { gift: VipGift }) {
  return (
    <Link
      className="vip-row"
      to={hrefFor('user/vip/giftDetail', {}, { id: gift.id })}
      data-testid="vip-gift"
      data-status={gift.status}
    >
      <div className="vip-row__head">
        <strong>{gift.name}</strong>
        <span className={`vip-row__status is-${gift.status}`}>{GIFT_STATUS_TEXT[gift.status]}</span>
      </div>
      <p className="vip-row__facts">
        {gift.monthlySetMealCount}次竞彩套餐 · {gift.halfPriceCount}次半价解读
      </p>
      <p className="vip-row__facts">
        {date2(gift.startsAt, 'yyyy-MM-dd')} 至 {date2(gift.expiresAt, 'yyyy-MM-dd')}
      </p>
    </Link>
  );
}

/**
 * 会员礼包 (`user/vip/gift`, giftRecord): the fan's monthly gift packages, the latest month first —
 * 待发放 until its month begins, 已发放 with its ticket and card, 已过期 after — each opening its
 * detail.
 */
export default function VipGiftPage() {
  const pages = usePagedList<VipGift, number>(
    () => ({
      first: 1,
      keyOf: (gift) => gift.id,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchGiftPage(pageNo, signal);
        return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    [],
  );
  const placeholder = pagedPlaceholder(pages, 'vip-gift', '开通红单会员，每月领取礼包');
  return (
    <div className="page vip-page" data-testid="vip-gift-page">
      <PageHeader title="会员礼包" />
      <PagedSection pages={pages} placeholder={placeholder} testId="vip-gift-list">
        {pages.items.map((gift) => (
          <GiftRow key={gift.id} gift={gift} />
        ))}
      </PagedSection>
    </div>
  );
}
