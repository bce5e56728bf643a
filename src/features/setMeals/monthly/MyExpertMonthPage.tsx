import { useSearchParams } from 'react-router-dom';
import type { MonthlyExpert } from '@contracts/expertMonthly';
import { PulledJieduList } from '@features/interpretations/parts';
import { pagedPlaceholder, PagedSection, usePagedList } from '@shared/paging';
import { hrefFor } from '@shared/routes';
import { CHIP_TABS, ChoiceRow, EmptyState, PAGE_TABS, PageHeader } from '@shared/ui';
import { Link } from 'react-router-dom';
import { fetchMyMonthly, fetchPrivatePush } from './api';
import { MonthlyTicketCard } from './MonthlyTicketCard';
import { MONTH_TABS, monthTabOf, STATUS_TABS, statusTabOf, type MonthlyStatusTab } from './rules';
import '../setMeals.css';
import './monthly.css';

function MonthlyTickets({ status }: { status: MonthlyStatusTab }) {
  const pages = usePagedList<MonthlyExpert, number>(
    () => ({
      first: 1,
      keyOf: (ticket) => ticket.ticketId,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchMyMonthly(status, pageNo, signal);
        return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    [status],
  );
  const placeholder = pagedPlaceholder(
    pages,
    'my-month',
    <div className="mo-empty" data-testid="my-month-empty">
      <EmptyState text={status === 'all' ? '还没有包月专家' : '暂无该状态的包月'} />
      <Link className="btn btn--primary" to={hrefFor('special-home')}>
        去看看专家包月
      </Link>
    </div>,
  );
  return (
    <PagedSection pages={pages} placeholder={placeholder} testId="my-month-list">
      {pages.items.map((ticket) => (
        <MonthlyTicketCard key={ticket.ticketId} ticket={ticket} />
      ))}
    </PagedSection>
  );
}

/**
 * 我的包月 (`my-expert-month`, product-spec §2, §4 "monthly-package send status"): the fan's monthly
 * experts by send status (未使用, 使用中, 已结束) with today's pushes, and 今日私推 — the readings
 * those experts published today. Both filters are the query and replace the entry.
 */
export default function MyExpertMonthPage() {
  const [query, setQuery] = useSearchParams();
  const tab = monthTabOf(query.get('tab'));
  const status = statusTabOf(query.get('status'));
  return (
    <div className="page sm-page" data-testid="my-month-page">
      <PageHeader title="我的包月" />
      <ChoiceRow
        options={MONTH_TABS}
        value={tab}
        onChange={(next) => setQuery(next === 'push' ? { tab: next } : {}, { replace: true })}
        label="我的包月"
        testId="my-month-tabs"
        {...PAGE_TABS}
      />
      {tab === 'push' ? (
        <PulledJieduList fetchPage={fetchPrivatePush} emptyText="今天包月专家还没有发布解读" />
      ) : (
        <>
          <ChoiceRow
            options={STATUS_TABS}
            value={String(status)}
            onChange={(next) => setQuery(next === 'all' ? {} : { status: next }, { replace: true })}
            label="包月状态"
            testId="my-month-status"
            {...CHIP_TABS}
          />
          <MonthlyTickets key={String(status)} status={status} />
        </>
      )}
    </div>
  );
}
