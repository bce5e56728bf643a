import { OFFER_PAY_TYPE, payWithOffer, ticketsForReading } from '@contracts/setMeals';
import { isAttentExpert } from '@contracts/expertMonthly';
import { call } from '@shared/http';

/** The fan's live packages, each with why it cannot pay for this reading (empty: it can). */
export async function fetchTicketsFor(interId: number, signal?: AbortSignal) {
  return (await call(ticketsForReading, { interId }, { signal })).list;
}

/** Reads the reading with a package: one count spent; answers the counts left. */
export function readWithTicket(interId: number, ticketId: number) {
  return call(payWithOffer, { interId, offerId: ticketId, payType: OFFER_PAY_TYPE.ticket });
}

/** The viewer's standing with an expert: following, their monthly package's send status, its offer. */
export function fetchExpertStanding(expertId: number, signal?: AbortSignal) {
  return call(isAttentExpert, { expertId }, { signal });
}
