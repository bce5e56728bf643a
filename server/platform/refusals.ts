import type { FastifyReply } from 'fastify';
import type { z } from 'zod/mini';
import { AccountMessages } from '../../contracts/account/session';
import { COMMON_REFUSAL_CODES as C, REQUEST_REUSED } from '../../contracts/refusals';
import { sendFail } from './envelope';

/** A refusal as the route sends it: HTTP status, code and the fan-facing message (Chinese). */
export interface Refusal {
  status: number;
  code: string;
  msg: string;
}

/**
 * What a service answers (server/features/redPacket/service.ts is the house example): a value, or a
 * refusal, optionally with data that rides along in the failure envelope (a round's state, say).
 */
export type Outcome<T> = { ok: true; data: T } | { ok: false; refusal: Refusal; data?: unknown };

export const done = <T>(data: T): Outcome<T> => ({ ok: true, data });

export function refused(
  refusal: Refusal,
  data?: unknown,
): { ok: false; refusal: Refusal; data?: unknown } {
  return data === undefined ? { ok: false, refusal } : { ok: false, refusal, data };
}

/** Refusals any endpoint may answer. */
export const CommonRefusals = {
  noLogin: { status: 401, code: C.noLogin, msg: '请先登录' },
  badRequest: { status: 400, code: C.badRequest, msg: AccountMessages.badRequest },
  tooManyRequests: { status: 429, code: C.tooManyRequests, msg: '操作过于频繁，请稍后再试' },
  /** A requestId or idempotency key sent again with different content. */
  requestReused: REQUEST_REUSED,
} as const satisfies Record<string, Refusal>;

export const refuse = (reply: FastifyReply, r: Refusal) => sendFail(reply, r.status, r.code, r.msg);

// A schema's own message is written for fans, in Chinese; zod's defaults are English and say
// nothing a fan can act on, so they read as the generic 请求参数错误.
const FAN_TEXT = /[\u3400-\u9fff]/;

/** The refusal of input that breaks its schema: 400 with the first problem's message. */
export function badInput(issues: readonly { message: string }[]): Refusal {
  const message = issues[0]?.message ?? '';
  const msg = FAN_TEXT.test(message) ? message : AccountMessages.badRequest;
  // A badly formed phone number has the spec's own code (product-spec §5).
  const code = msg === AccountMessages.phoneFormat ? 'phone_error' : 'bad_request';
  return { status: 400, code, msg };
}

/** Parses input with its contract; a failure is the 400 refusal of `badInput`. */
export function parse<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; refusal: Refusal } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, refusal: badInput(parsed.error.issues) };
}

/**
 * A refusal thrown inside a transaction so that it rolls back; the service turns it back into an
 * Outcome (`refusedFrom`).
 */
export class RefusedError extends Error {
  readonly refusal: Refusal;
  constructor(refusal: Refusal) {
    super(refusal.code);
    this.refusal = refusal;
    this.name = 'RefusedError';
  }
}
