import type { z } from 'zod/mini';

/**
 * One apiName of the sport-data gateway (POST /sportdata/f, calls-errors-spec §7.1), declared once
 * for both sides: its arguments and the `data` it answers. The client's `sportdata(api, args)` is
 * typed and checked by it; the server's `defineApi(api, run)` parses the arguments with it and, in
 * development and tests, checks its answer against `output`.
 */
export interface GatewayCall<
  A extends z.ZodMiniType = z.ZodMiniType,
  O extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly name: string;
  readonly args: A;
  readonly output: O;
}

export type GatewayArgsOf<G extends GatewayCall> = z.input<G['args']>;
export type ParsedGatewayArgsOf<G extends GatewayCall> = z.output<G['args']>;
export type GatewayOutputOf<G extends GatewayCall> = z.output<G['output']>;

export function defineGatewayCall<A extends z.ZodMiniType, O extends z.ZodMiniType>(
  name: string,
  args: A,
  output: O,
): GatewayCall<A, O> {
  return Object.freeze({ name, args, output });
}
