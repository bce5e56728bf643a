/**
 * Interpretations on the server (解读, issue 34): the reading's page and buying it with coins through
 * the commerce core. One word across contracts/interpretations.ts, this feature and the client's.
 */
export { interpretationRoutes } from './routes';
export { evaluationRoutes } from './evaluationRoutes';
export { interpretationSellable, payInterpretation, type InterpretationRef } from './purchase';
export { InterpretationRefusals } from './refusals';
export { readingForTicket, recordTicketReading } from './ticketReading';
export { settleDueInterpretations } from './settlement';
export { matchOnSale, publishedBy } from './visibility';
export { readingsOfExpertsBetween } from './lists';
