import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

/** A request that took longer than this is logged at warn, whatever it answered. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's own request log without its two info lines per request ('incoming request',
 * 'request completed'): under load, hundreds of thousands of lines a minute that cost a plain
 * start 10–20% of its rate and buried everything else (issue 30 §5;
 * docs/decisions/plain-start-speed.md). logRequests says instead what someone has to read.
 * Its other lines stay: an answer's stream failing, a serializer failing, a reply's own error;
 * only a client leaving mid-answer (a fan closing the app while a file streams) goes to debug.
 * (A subclass rather than the top-level disableRequestLogging option: Fastify 5 deprecates that
 * option and would warn at every build, and it would silence those lines too.)
 */
class QuietRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) super.requestCompleted(error, request, reply);
  }

  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE')
      reply.log.debug({ path: pathOf(request.url) }, 'client left before the answer was sent');
    else super.streamError(error, request, reply);
  }
}

export function quietRequestLog(): LogController {
  return new QuietRequestLog();
}

/**
 * The path without its query: a partner's ticket and sign may arrive there
 * (src/features/account/partner/params.ts), and any call's fields may be sent in it (input.ts).
 */
function pathOf(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? url : url.slice(0, at);
}

/**
 * One line per answered request, at the level that says who needs it: a 5xx at error (the error
 * handler logs the error itself under the same reqId; this line adds what was asked and how long
 * it took), a slow one at warn, every other (4xx included) at debug, so LOG_LEVEL=debug shows each.
 * Never the query string, headers or cookies: tokens travel there.
 */
export function logRequests(app: FastifyInstance, slowMs = SLOW_REQUEST_MS): void {
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    const line = { method: request.method, path: pathOf(request.url), status, ms: Math.round(ms) };
    if (status >= 500) request.log.error(line, 'request answered with a server error');
    else if (ms > slowMs) request.log.warn(line, 'slow request');
    else request.log.debug(line, 'request');
    done();
  });
}
