import type { Ticket } from '@contracts/setMeals';
import { date2 } from '@shared/format';
import { SET_MEAL_SCOPES } from './rules';
import './setMeals.css';

const STATUS_TEXT: Record<Ticket['status'], string> = {
  valid: '使用中',
  usedUp: '已用完',
  expired: '已过期',
};

/** One ticket: its name and state, what is left of it, when it was bought and when it ends. */
export function TicketRow({ ticket }: { ticket: Ticket }) {
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
