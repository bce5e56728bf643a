/** What other features show of set meals: a ticket as the record shows it (a member's gift). */
export { TicketRow } from './TicketRow';
