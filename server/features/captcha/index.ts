import type { FastifyRequest } from 'fastify';
import {
  CaptchaCodes,
  CaptchaMessages,
  captchaTicketFieldSchema,
} from '../../../contracts/captcha';

/**
 * The captcha's public face for the rest of the server. A route that sends an SMS code calls
 * `spendCaptchaTicket(request)` after its own parameter and phone checks and answers
 * `captchaRefusal` when it returns false (product-spec §5).
 */
export { captchaRoutes, type CaptchaDeps } from './routes';
export { CaptchaStore, type CaptchaAnswer, type CheckOutcome } from './store';

/** 400 check_error 滑块校验失败! (product-spec §5). Shaped like the accounts' Refusal. */
export const captchaRefusal = {
  status: 400,
  code: CaptchaCodes.checkError,
  msg: CaptchaMessages.checkError,
} as const;

/** The captchaTicket field of a request body, or null. */
export function ticketInBody(body: unknown): string | null {
  const parsed = captchaTicketFieldSchema.safeParse(body);
  return parsed.success ? (parsed.data.captchaTicket ?? null) : null;
}

/**
 * Checks a ticket and spends it: true once per ticket passed by POST /api/login/img/check within its
 * lifetime. Without `ticket`, the body's `captchaTicket` is used. The ticket is spent even when the
 * caller refuses the request for another reason afterwards, so one solved puzzle is one attempt.
 */
export function spendCaptchaTicket(request: FastifyRequest, ticket?: unknown): boolean {
  const given = ticket === undefined ? ticketInBody(request.body) : ticket;
  if (typeof given !== 'string' || given.length === 0 || given.length > 128) return false;
  if (!request.server.hasDecorator('captchaStore'))
    throw new Error('spendCaptchaTicket: captchaRoutes is not registered on this server');
  return request.server.captchaStore.spendTicket(given);
}
