import type { FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';

/** What every gateway handler may use; nothing else is global. */
export interface GatewayContext {
  db: Database;
  clock: Clock;
  request: FastifyRequest;
}

/** One apiName: its arguments (validated before `run` sees them) and what it does. */
export interface GatewayApi<Args = unknown> {
  args: z.ZodMiniType<Args>;
  run(args: Args, ctx: GatewayContext): Promise<unknown>;
}

export type GatewayApis = Record<string, GatewayApi<never>>;

/** Declares an apiName with its argument schema; the type of `run`'s args follows the schema. */
export function defineApi<Schema extends z.ZodMiniType>(
  args: Schema,
  run: (args: z.output<Schema>, ctx: GatewayContext) => Promise<unknown>,
): GatewayApi<never> {
  return { args, run } as unknown as GatewayApi<never>;
}
