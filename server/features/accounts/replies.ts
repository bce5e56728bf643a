import type { FastifyReply } from 'fastify';
import type { z } from 'zod/mini';
import { AccountMessages, plainPasswordSchema } from '../../../contracts/accounts';
import { decryptPasswordFromTransport } from '../../../contracts/passwordTransport';
import { ok, sendFail } from '../../platform/envelope';
import type { AccountContext } from './context';
import { openSession } from '../../platform/auth/sessions';
import { SESSION_DAYS } from './settings';
import { tokenCookie } from '../../platform/auth/tokens';

/** A refusal the route sends as it is: HTTP status, code and the fan-facing message. */
export interface Refusal {
  status: number;
  code: string;
  msg: string;
}

export const refuse = (reply: FastifyReply, r: Refusal) => sendFail(reply, r.status, r.code, r.msg);

/**
 * Parses a body (or query) with its contract. A failure is a 400 carrying the first issue's Chinese
 * message; a badly formed phone number gets the spec's own code, phone_error (product-spec §5).
 */
export function parse<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; refusal: Refusal } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const msg = issue?.message || AccountMessages.badRequest;
  const code = msg === AccountMessages.phoneFormat ? 'phone_error' : 'bad_request';
  return { ok: false, refusal: { status: 400, code, msg } };
}

/** A password that does not decrypt with the shared key (an old page, or not encrypted at all). */
export const undecryptable: Refusal = {
  status: 400,
  code: 'password_decrypt_error',
  msg: '密码加密格式错误，请刷新页面后重试',
};

/** The plaintext of an encrypted password, checked against the password rule (for new passwords). */
export function plainPassword(
  ctx: AccountContext,
  ciphertext: string,
): { ok: true; password: string } | { ok: false; refusal: Refusal } {
  const plain = decryptPasswordFromTransport(ciphertext, ctx.passwordTransportKey);
  if (plain === null) return { ok: false, refusal: undecryptable };
  const checked = parse(plainPasswordSchema, plain);
  if (!checked.ok) return { ok: false, refusal: { ...checked.refusal, code: 'password_format' } };
  return { ok: true, password: checked.data };
}

export const SmsCodeRefusals = {
  wrong: { status: 400, code: 'code_error', msg: '验证码错误' },
  expired: { status: 400, code: 'code_expired', msg: '验证码已失效，请重新获取' },
} as const satisfies Record<string, Refusal>;

/** Opens a session and answers with the token in data and in the jcob_token cookie. */
export async function replyWithSession(ctx: AccountContext, reply: FastifyReply, userId: number) {
  const token = await openSession(ctx.db, userId);
  reply.header('set-cookie', tokenCookie(token, SESSION_DAYS * 24 * 3600, ctx.production));
  return ok({ token, uuid: String(userId), userId }, ctx.clock.now());
}

/** Whole minutes left of a lock, at least 1, for the message. */
export const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
