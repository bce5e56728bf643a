import type { Ticket } from '@contracts/setMeals';
import { pagedPlaceholder, PagedSection, usePagedList } from '@shared/paging';
import { PageHeader } from '@shared/ui';
import { fetchTicketPage } from './api';
import { TicketRow } from './TicketRow';
import './setMeals.css';

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
