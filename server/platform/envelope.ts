import type { FastifyInstance, FastifyReply } from 'fastify';
import { SUCCESS_CODE } from '../../contracts/envelope';
import type { Clock } from '../clock';

/**
 * The envelope of docs/api.md, built in one place so every route answers alike. `serverTime` is
 * stamped by `stampServerTime` from the app's clock (the simulated one, server/clock.ts) on every
 * envelope, success or failure: the client keeps its offset from it, and one failure answering in
 * real time would swing that offset by the simulation's lead (at SIM_SPEED=60, minutes).
 */
export function ok<T>(data: T, serverTime?: number) {
  return { isSuccess: true, code: SUCCESS_CODE, msg: '', data, serverTime };
}

export function fail(code: string, msg: string) {
  return { isSuccess: false, code, errorCode: code, msg, errorMsg: msg };
}

export function sendFail(reply: FastifyReply, status: number, code: string, msg: string) {
  return reply.code(status).send(fail(code, msg));
}

/** 401 no_login: the call needs a live login (the app then asks the fan to log in). */
export function sendNoLogin(reply: FastifyReply) {
  return sendFail(reply, 401, 'no_login', '请先登录');
}

function isEnvelope(payload: unknown): payload is { isSuccess: boolean; serverTime?: number } {
  return typeof payload === 'object' && payload !== null && 'isSuccess' in payload;
}

/** Gives every envelope without a serverTime the app clock's now, just before it is serialized. */
export function stampServerTime(app: FastifyInstance, clock: Clock): void {
  app.addHook('preSerialization', (_request, _reply, payload: unknown, done) => {
    if (isEnvelope(payload) && payload.serverTime === undefined)
      done(null, { ...payload, serverTime: clock.now() });
    else done(null, payload);
  });
}
