import type { VipOrder } from '@contracts/vip';
import { fenToText, yuanTextToFen } from '@contracts/wallet/balance';
import { currencyLabel, currentChannel } from '@shared/channels';
import { date2 } from '@shared/format';
import { pagedPlaceholder, PagedSection, usePagedList } from '@shared/paging';
import { PageHeader } from '@shared/ui';
import { fetchOrderPage } from './api';
import { orderKindText } from './rules';
import './vip.css';

function OrderRow({ order, unit }: { order: VipOrder; unit: string }) {
  const priceFen = yuanTextToFen(order.price);
  return (
    <article className="vip-row" data-testid="vip-order" data-kind={order.kind}>
      <div className="vip-row__head">
        <strong>{order.name}</strong>
        <span>{priceFen > 0 ? `${fenToText(priceFen)}${unit}` : '免费'}</span>
      </div>
      <p className="vip-row__facts">
        {orderKindText(order)} · {order.days}天 · {date2(order.periodStart, 'yyyy-MM-dd')} 至{' '}
        {date2(order.periodEnd, 'yyyy-MM-dd')}
      </p>
      <p className="vip-row__facts">下单时间 {date2(order.createTime, 'yyyy-MM-dd HH:mm')}</p>
    </article>
  );
}

/** 会员订单 (`user/vip/order`, vipOrderRecord): every membership order, newest first, paged. */
export default function VipOrderPage() {
  const unit = currencyLabel(currentChannel().channel);
  const pages = usePagedList<VipOrder, number>(
    () => ({
      first: 1,
      keyOf: (order) => order.id,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchOrderPage(pageNo, signal);
        return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    [],
  );
  const placeholder = pagedPlaceholder(pages, 'vip-order', '还没有会员订单');
  return (
    <div className="page vip-page" data-testid="vip-order-page">
      <PageHeader title="会员订单" />
      <PagedSection pages={pages} placeholder={placeholder} testId="vip-order-list">
        {pages.items.map((order) => (
          <OrderRow key={order.id} order={order} unit={unit} />
        ))}
      </PagedSection>
    </div>
  );
}
