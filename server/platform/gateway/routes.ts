import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { SERVER_TIME_HEADER, SUCCESS_CODE } from '../../../contracts/envelope';
import { fail, ok, sendFail } from '../envelope';
import type { GatewayApi, GatewayApis, LiveScoreSource } from './api';
import { describeIssue } from './describeIssue';
import { GatewayError } from './errors';
import { withoutControlCharacters } from '../input';
import { EncodedAnswers } from './encodedAnswers';
import { PreSerialized } from './preSerialized';
import { checkSignature } from './signature';

/** The fields every gateway request carries; each apiName validates its own arguments. */
const gatewayRequest = z.looseObject({
  apiName: z.string().check(z.minLength(1), z.maxLength(100)),
  timestamp: z.number(),
  verifyStr: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
});

/**
 * POST /sportdata/f: checks the signature, validates the apiName's arguments, then runs it. An
 * unknown apiName or bad arguments are clear errors in the envelope, never a 500.
 */
export function sportdataRoutes(
  app: FastifyInstance,
  opts: {
    secret: string;
    apis: GatewayApis;
    db: Database;
    clock: Clock;
    live: LiveScoreSource;
    /** Check every answer against its apiName's output schema (development and tests). */
    checkOutput: boolean;
  },
): void {
  const mismatch = signatureMismatchLog();
  const encoded = new EncodedAnswers();
  app.post('/sportdata/f', async (request, reply) => {
    const parsed = gatewayRequest.safeParse(withoutControlCharacters(request.body));
    if (!parsed.success)
      return sendFail(
        reply,
        400,
        'bad_request',
        '请求参数错误：需要 apiName、timestamp 和 verifyStr',
      );
    // The five-minute window guards the wire, so it is real time; but a client that has learnt the
    // server's time signs with the simulated clock (SIM_SPEED > 1 runs ahead of real time, and its
    // offset is stale by the next call), so the window spans both clocks. A SIM_START behind real
    // time makes the earliest offset a client can hold lag real time: the window reaches back to it.
    // At SIM_SPEED=1 without SIM_START they are one.
    const real = Date.now();
    const nows = [real, opts.clock.now(), real + opts.clock.startOffset];
    const signature = checkSignature(parsed.data, opts.secret, nows);
    if (!signature.ok) {
      if (signature.code === 'sign_error') mismatch.seen(request.log, parsed.data.apiName);
      return sendFail(reply, 403, signature.code, signature.msg);
    }
    const { apiName } = parsed.data;
    const api = Object.hasOwn(opts.apis, apiName) ? opts.apis[apiName] : undefined;
    if (!api) return reply.code(404).send(fail('unknown_api', `未知的接口：${apiName}`));
    const args = api.call.args.safeParse(parsed.data);
    if (!args.success)
      return sendFail(reply, 400, 'bad_args', `${apiName} 参数错误：${describeIssue(args.error)}`);
    let data: unknown;
    try {
      data = await api.run(args.data, { db: opts.db, clock: opts.clock, request, live: opts.live });
    } catch (e) {
      if (e instanceof GatewayError) return sendFail(reply, e.status, e.code, e.message);
      throw e;
    }
    if (data instanceof PreSerialized) {
      if (opts.checkOutput) checkAnswer(api.call.output, apiName, JSON.parse(data.json));
      // The server's time in a header: the body stays the same bytes for everyone, kept encoded.
      reply.header('etag', data.etag).header(SERVER_TIME_HEADER, String(opts.clock.now()));
      if (request.headers['if-none-match'] === data.etag) return reply.code(304).send();
      const { encoding, body } = encoded.bytes(
        `${apiName} ${data.etag}`,
        () =>
          `{"isSuccess":true,"code":${JSON.stringify(SUCCESS_CODE)},"msg":"","data":${data.json}}`,
        request.headers['accept-encoding'],
      );
      reply.header('vary', 'accept-encoding');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(body);
    }
    if (opts.checkOutput)
      checkAnswer(api.call.output, apiName, JSON.parse(JSON.stringify(data ?? null)));
    return ok(data, opts.clock.now());
  });
}

/** Development and tests: an answer outside its apiName's contract is a bug of the server. */
function checkAnswer(output: GatewayApi['call']['output'], apiName: string, wire: unknown): void {
  const checked = output.safeParse(wire);
  if (!checked.success)
    throw new Error(
      `${apiName} answered outside its contract: ${JSON.stringify(checked.error.issues.slice(0, 3))}`,
    );
}

/** How often the operator is told about signature mismatches while they go on. */
const MISMATCH_LOG_MS = 60_000;

/**
 * The operator's side of a sign_error: one warning a minute while they last (every list poll of
 * every fan fails the same way; a line each would bury the log), with how many came meanwhile.
 * Almost always a deployment that set the secret on one side only.
 */
function signatureMismatchLog() {
  let lastAt = -Infinity;
  let since = 0;
  return {
    seen(log: FastifyBaseLogger, apiName: string): void {
      since += 1;
      const now = Date.now();
      if (now - lastAt < MISMATCH_LOG_MS) return;
      log.warn(
        { apiName, mismatches: since },
        'sport-data signature mismatch: the app signs with another secret than SPORTDATA_SECRET. ' +
          'Build the app with the same value (npm start does: the build reads SPORTDATA_SECRET when ' +
          'VITE_SPORTDATA_SECRET is unset), or set VITE_SPORTDATA_SECRET to it and rebuild',
      );
      lastAt = now;
      since = 0;
    },
  };
}
