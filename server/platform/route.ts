import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  routePattern,
  type Access,
  type Endpoint,
  type FileAnswer,
  type OutputOf,
  type ParsedInputOf,
} from '../../contracts/endpoint';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { authenticate, callerFor, type Caller } from './auth/authenticate';
import { fail, ok } from './envelope';
import { inputOf } from './input';
import { CommonRefusals, parse, type Outcome } from './refusals';

export interface RouterDeps {
  db: Database;
  clock: Clock;
  /**
   * Check every answer against the endpoint's output schema before it leaves (development and
   * tests): a server that breaks its own contract fails loudly here, not in a fan's app.
   */
  checkOutput: boolean;
}

/** What a handler gets besides its parsed input. */
export interface RouteContext<A extends Access> {
  request: FastifyRequest;
  /** For headers of the answer (a cookie); the body is the handler's outcome. */
  reply: FastifyReply;
  /** The logged-in caller: always there for `reader` and `writer` endpoints. */
  caller: A extends 'anyone' ? null : Caller;
  /** Who calls, if anyone is logged in (for `anyone` endpoints that answer a fan differently). */
  viewer(): Promise<Caller | null>;
  /** The app clock's now (simulated time). */
  now: number;
}

export type Handler<E extends Endpoint> = (
  input: ParsedInputOf<E>,
  ctx: RouteContext<E['access']>,
) => Promise<Outcome<OutputOf<E>>> | Outcome<OutputOf<E>>;

/** Registers one endpoint with its handler; see createRouter. */
export interface Router {
  <E extends Endpoint>(endpoint: E, handler: Handler<E>): void;
  /** The endpoints registered so far (the server's own check that each is served once). */
  readonly registered: ReadonlySet<Endpoint>;
}

/**
 * The one registration of the server's endpoints. For each request it takes the input from path,
 * query and body (control characters removed), parses it with the endpoint's schema (400 with the
 * first problem), checks the caller the endpoint's access asks for (401), runs the handler and
 * wraps its outcome in the envelope of docs/api.md.
 */
export function createRouter(app: FastifyInstance, deps: RouterDeps): Router {
  const registered = new Set<Endpoint>();
  const register = <E extends Endpoint>(endpoint: E, handler: Handler<E>) => {
    if (registered.has(endpoint))
      throw new Error(`${endpoint.method} ${endpoint.path} is registered twice`);
    registered.add(endpoint);
    app.route({
      method: endpoint.method,
      url: routePattern(endpoint.path),
      handler: async (request, reply) => {
        const parsed = parse(endpoint.input, inputOf(request, endpoint.bodyField));
        if (!parsed.ok)
          return send(reply, parsed.refusal.status, fail(parsed.refusal.code, parsed.refusal.msg));
        let caller: Caller | null = null;
        if (endpoint.access !== 'anyone') {
          caller = await callerFor(endpoint.access, deps.db, request);
          const { status, code, msg } = CommonRefusals.noLogin;
          if (!caller) return send(reply, status, fail(code, msg));
        }
        let viewer: Promise<Caller | null> | undefined;
        const ctx = {
          request,
          reply,
          caller,
          viewer: () =>
            (viewer ??= caller ? Promise.resolve(caller) : authenticate(deps.db, request)),
          now: deps.clock.now(),
        } as RouteContext<E['access']>;
        const outcome = await handler(parsed.data as ParsedInputOf<E>, ctx);
        if (!outcome.ok) {
          const { status, code, msg } = outcome.refusal;
          const body =
            outcome.data === undefined
              ? fail(code, msg)
              : { ...fail(code, msg), data: outcome.data };
          return send(reply, status, body);
        }
        if (endpoint.answer === 'file') return sendFile(reply, outcome.data as FileAnswer);
        if (deps.checkOutput) assertOutput(endpoint, outcome.data);
        return ok(outcome.data, deps.clock.now());
      },
    });
  };
  return Object.assign(register, { registered });
}

function send(reply: FastifyReply, status: number, body: object) {
  return reply.code(status).send(body);
}

/** A file answer: its bytes with its type and headers, no envelope (contracts/endpoint.ts). */
function sendFile(reply: FastifyReply, file: FileAnswer) {
  return reply
    .headers({ ...file.headers, 'content-type': file.type })
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}

/** Throws (a 500, logged with the path) when an answer breaks its endpoint's output schema. */
function assertOutput(endpoint: Endpoint, data: unknown): void {
  // As the client will see it: through JSON.
  const wire: unknown = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
  const checked = endpoint.output.safeParse(wire);
  if (!checked.success)
    throw new Error(
      `${endpoint.method} ${endpoint.path} answered outside its contract: ${JSON.stringify(checked.error.issues.slice(0, 3))}`,
    );
}
