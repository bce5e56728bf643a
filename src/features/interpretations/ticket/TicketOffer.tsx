import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { failureText } from '@shared/http';
import { showToast } from '@shared/overlays';
import { useResource } from '@shared/resource';
import { hrefFor } from '@shared/routes';
import { useLoggedIn } from '@shared/session';
import { PLEASE_WAIT_TEXT } from '@shared/payment';
import { readWithTicket } from './api';
import { ticketsResource } from './resources';
import './ticket.css';

/**
 * 使用套餐 under a locked reading on sale (issue 34 §2): with a package that can pay for it, one
 * tap spends a count and the reading opens; with packages that cannot, why not (the server's
 * reasons: scope, expert, used up); with none, the way to buy one (套餐订购, the reading's scope).
 */
export function TicketOffer({
  id,
  type,
  onRead,
}: {
  id: number;
  /** The reading's type: 3 (old lottery) is read with a fourteen-match package. */
  type: number;
  onRead: () => void;
}) {
  const loggedIn = useLoggedIn();
  const tickets = useResource(ticketsResource, id, { enabled: loggedIn });
  const busy = useRef(false);
  const [spending, setSpending] = useState(false);
  if (!loggedIn || !tickets.data) return null;
  const usable = tickets.data.find((t) => t.reasons.length === 0);
  const scope = type === 3 ? '2' : '1';
  const use = async (ticketId: number) => {
    if (busy.current) {
      void showToast(PLEASE_WAIT_TEXT);
      return;
    }
    busy.current = true;
    setSpending(true);
    try {
      const { left } = await readWithTicket(id, ticketId);
      void showToast(`已使用套餐，剩余${left}次`);
      onRead();
    } catch (error) {
      void showToast(failureText(error, '使用套餐失败，请重试'));
      tickets.reload();
    } finally {
      busy.current = false;
      setSpending(false);
    }
  };
  if (usable) {
    const left = usable.ticket.lookCount - usable.ticket.usedCount;
    return (
      <div className="jd-ticket" data-testid="jiedu-ticket">
        <button
          type="button"
          className="btn jd-ticket__use"
          data-testid="jiedu-ticket-use"
          aria-busy={spending}
          title={usable.ticket.name}
          onClick={() => void use(usable.ticket.id)}
        >
          {spending ? '请稍候...' : `使用套餐查看（剩余${left}次）`}
        </button>
      </div>
    );
  }
  const why = tickets.data[0]?.reasons[0];
  return (
    <div className="jd-ticket" data-testid="jiedu-ticket">
      {why && (
        <p className="jd-ticket__why" data-testid="jiedu-ticket-why">
          {why}
        </p>
      )}
      <Link
        className="jd-ticket__buy"
        to={hrefFor('set-meal-list', { scope })}
        data-testid="jiedu-ticket-buy"
      >
        购买套餐更划算
      </Link>
    </div>
  );
}
