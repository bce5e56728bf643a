import type { FastifyInstance } from 'fastify';
import { fail } from './envelope';

/**
 * Every error leaves the server as an envelope; nothing internal (stack, SQL) reaches the client, and
 * the full error goes to the log.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: { statusCode?: number; validation?: unknown; message?: string }, request, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 600
          ? error.statusCode
          : 500;
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      // A client's mistake is at debug, like every request (requestLog.ts): bad requests in bulk must
      // not flood the log.
      else request.log.debug({ status, reason: error.message }, 'request rejected');
      const body =
        status === 400
          ? fail('bad_request', '请求参数错误')
          : status === 413
            ? fail('too_large', '请求内容过大')
            : status >= 500
              ? fail('system_error', '系统错误，请稍后再试！')
              : fail('request_error', '请求失败');
      return reply.code(status).send(body);
    },
  );
}
