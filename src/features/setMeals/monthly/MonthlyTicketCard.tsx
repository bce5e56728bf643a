import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { MonthlyExpert } from '@contracts/expertMonthly';
import { SEND_STATUS } from '@contracts/expertMonthly';
import { date2 } from '@shared/format';
import { hrefFor } from '@shared/routes';
import { MonthlyExpertHead } from './MonthlyExpertHead';
import { sendStatusText } from './rules';

/**
 * One of the fan's monthly packages: the expert, its send status, the readings left of its count,
 * until when it runs, and what the expert pushed today; finished, a way to order again.
 */
export const MonthlyTicketCard = memo(function MonthlyTicketCard({
  ticket,
}: {
  ticket: MonthlyExpert;
}) {
  const finished = ticket.sendStatus === SEND_STATUS.finished;
  return (
    <article className="mo-offer" data-testid="monthly-ticket" data-status={ticket.sendStatus}>
      <MonthlyExpertHead
        expert={ticket.expert}
        aside={
          <span className={`mo-badge is-${ticket.sendStatus}`} data-testid="monthly-status">
            {sendStatusText(ticket.sendStatus)}
          </span>
        }
      />
      <p className="mo-ticket__name">{ticket.name}</p>
      <p className="mo-ticket__facts" data-testid="monthly-facts">
        <span>
          剩余 {ticket.lookCount - ticket.usedCount}/{ticket.lookCount} 次
        </span>
        <span>有效期至 {date2(ticket.expiresAt, 'yyyy-MM-dd HH:mm')}</span>
      </p>
      <p className="mo-ticket__push">
        <span>
          今日推送 <b data-testid="monthly-push-count">{ticket.pushCount}</b> 条
        </span>
        {finished && (
          <Link className="mo-ticket__again" to={hrefFor('special-home')}>
            再次订购
          </Link>
        )}
      </p>
    </article>
  );
});
