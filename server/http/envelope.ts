import type { FastifyReply } from 'fastify';
import { SUCCESS_CODE } from '../../contracts/envelope';

/** The envelope of docs/api.md, built in one place so every route answers alike. */
/** serverTime is the simulated clock's now when the caller has one (see server/clock.ts). */
export function ok<T>(data: T, serverTime = Date.now()) {
  return { isSuccess: true, code: SUCCESS_CODE, msg: '', data, serverTime };
}

export function fail(code: string, msg: string) {
  return { isSuccess: false, code, errorCode: code, msg, errorMsg: msg, serverTime: Date.now() };
}

export function sendFail(reply: FastifyReply, status: number, code: string, msg: string) {
  return reply.code(status).send(fail(code, msg));
}
