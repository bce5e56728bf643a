import { CAPTCHA_TICKET_MAX } from '../../../../contracts/account/captcha';
import type { CaptchaStore } from './store';

/**
 * The captcha's public face for the rest of the server. A feature that sends an SMS code is given
 * the CaptchaTickets of the server's store (captchaTickets), spends the ticket the request carries
 * after its own parameter and phone checks, and answers `CaptchaRefusals.noTicket` when that fails
 * (product-spec §5).
 */
export { captchaRoutes, type CaptchaDeps } from './routes';
export { CaptchaRefusals } from './refusals';
export { CaptchaStore, type CaptchaAnswer, type CheckOutcome } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live puzzles and tickets (server/app.ts decorates it; tests read answers from it). */
    captchaStore: CaptchaStore;
  }
}

/** One-time tickets of passed puzzles, as the features that send codes see them. */
export interface CaptchaTickets {
  /**
   * True once per ticket passed by POST /api/login/img/check within its lifetime. The ticket is spent
   * even when the caller refuses the request for another reason afterwards, so one solved puzzle is
   * one attempt.
   */
  spend(ticket: string | undefined): boolean;
}

export function captchaTickets(store: CaptchaStore): CaptchaTickets {
  return {
    spend: (ticket) =>
      ticket !== undefined &&
      ticket.length > 0 &&
      ticket.length <= CAPTCHA_TICKET_MAX &&
      store.spendTicket(ticket),
  };
}
