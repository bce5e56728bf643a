import type { FastifyRequest } from 'fastify';
import type { GatewayCall, GatewayOutputOf, ParsedGatewayArgsOf } from '../../../contracts/gateway';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { PreSerialized } from './preSerialized';

/**
 * The live scores and events held in memory (server/features/matches/live/board.ts): each answer
 * as JSON text with the tag of its content.
 */
export interface LiveScoreSource {
  scores(ids: readonly number[], sport: number): Promise<{ list: string; etag: string }>;
  /** Events of `ids`, oldest first; with `since` (ms), only those that happened after it. */
  events(ids: readonly number[], since?: number): Promise<{ list: string; etag: string }>;
}

/** What every gateway handler may use; nothing else is global. */
export interface GatewayContext {
  db: Database;
  clock: Clock;
  request: FastifyRequest;
  live: LiveScoreSource;
}

/** One apiName as the server runs it: its contract and what it does. */
export interface GatewayApi<G extends GatewayCall = GatewayCall> {
  call: G;
  /** The answer, or the answer already serialized with its tag (preSerialized.ts). */
  run(
    args: ParsedGatewayArgsOf<G>,
    ctx: GatewayContext,
  ): Promise<GatewayOutputOf<G> | PreSerialized>;
}

/** The gateway's apiNames by name, as the door dispatches them. */
export type GatewayApis = Record<string, GatewayApi>;

/**
 * Implements an apiName of contracts/: `run` receives the arguments as the contract parsed them and
 * must answer what the contract's output says (the typecheck holds it; development checks it again
 * on the wire).
 */
export function defineApi<G extends GatewayCall>(
  call: G,
  run: (
    args: ParsedGatewayArgsOf<G>,
    ctx: GatewayContext,
  ) => Promise<GatewayOutputOf<G> | PreSerialized>,
): GatewayApi {
  // The registry holds apiNames of every shape; the door parses with `call.args` before `run`.
  return { call, run };
}

/** The registry of a list of implemented apiNames, keyed by name; a name twice is a mistake. */
export function gatewayRegistry(apis: readonly GatewayApi[]): GatewayApis {
  const byName: GatewayApis = {};
  for (const api of apis) {
    if (Object.hasOwn(byName, api.call.name))
      throw new Error(`apiName ${api.call.name} is implemented twice`);
    byName[api.call.name] = api;
  }
  return byName;
}
