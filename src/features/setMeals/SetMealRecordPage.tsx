import type { Ticket } from '@contracts/setMeals';
import { date2 } from '@shared/format';
import { pagedPlaceholder, PagedSection, usePagedList } from '@shared/paging';
import { PageHeader } from '@shared/ui';
import { fetchTicketPage } from './api';
import { SET_MEAL_SCOPES } from './rules';
import './setMeals.css';

const STATUS_TEXT: Record<Ticket['status'], string> = {
  valid: '使用中',
  usedUp: '已用完',
  expired: '已过期',
};

function TicketRow({ ticket }: { ticket: Ticket }) {
  const scope = SET_MEAL_SCOPES.find((s) => s.scope === ticket.scope)?.label ?? '';
  return (
    <article className="sm-ticket" data-testid="set-meal-ticket" data-id={ticket.id}>
      <div className="sm-ticket__head">
        <h3 className="sm-ticket__name">{ticket.name}</h3>
        <span
          className={`sm-ticket__status is-${ticket.status}`}
          data-testid="set-meal-ticket-status"
        >
          {STATUS_TEXT[ticket.status]}
        </span>
      </div>
      <p className="sm-ticket__facts" data-testid="set-meal-ticket-left">
        {scope} · 剩余 {ticket.lookCount - ticket.usedCount}/{ticket.lookCount} 次
      </p>
      <p className="sm-ticket__facts">
        {date2(ticket.boughtAt, 'yyyy-MM-dd')} 购买，{date2(ticket.expiresAt, 'yyyy-MM-dd HH:mm')}{' '}
        到期
      </p>
    </article>
  );
}

/**
 * 套餐记录 (`set-meal-record`, behind login): the fan's packages, newest first — what is left of
 * each and until when; used up and expired ones stay listed, marked.
 */
export default function SetMealRecordPage() {
  const pages = usePagedList<Ticket, number>(
    () => ({
      first: 1,
      keyOf: (ticket) => ticket.id,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchTicketPage(pageNo, signal);
        return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    [],
  );
  const placeholder = pagedPlaceholder(pages, 'set-meal-record', '还没有购买过套餐');
  return (
    <div className="page sm-page" data-testid="set-meal-record-page">
      <PageHeader title="套餐记录" />
      <PagedSection pages={pages} placeholder={placeholder} moreTestId="set-meal-record-more">
        {pages.items.map((ticket) => (
          <TicketRow key={ticket.id} ticket={ticket} />
        ))}
      </PagedSection>
    </div>
  );
}
