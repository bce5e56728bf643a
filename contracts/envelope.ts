import { z } from 'zod/mini';

/**
 * Contracts use zod's tree-shakable "mini" build: the client's first load is budgeted (bench/), and the
 * classic build costs about 20 KB gzipped more for the same checks (docs/decisions/zod-mini.md).
 *
 * The one response envelope of every call, HTTP and sport-data gateway alike (docs/api.md).
 * Old endpoints of the real product report success in different fields (isSuccess, success, or
 * code '1'), so the client accepts each of them; the companion server always sends isSuccess, code,
 * msg and data, and the server's time: in `serverTime`, or — for answers kept as the same bytes
 * for everyone (the live lists, issue 20 §1) — in the SERVER_TIME_HEADER.
 */
export const envelopeFields = {
  isSuccess: z.optional(z.boolean()),
  success: z.optional(z.boolean()),
  code: z.optional(z.union([z.string(), z.number()])),
  errorCode: z.optional(z.union([z.string(), z.number()])),
  msg: z.nullish(z.string()),
  errorMsg: z.nullish(z.string()),
  serverTime: z.optional(z.number()),
};

export const envelopeSchema = z.object({ ...envelopeFields, data: z.optional(z.unknown()) });
export type Envelope = z.infer<typeof envelopeSchema>;

/** An envelope whose data is checked by `data`. */
export function envelopeOf<T extends z.ZodMiniType>(data: T) {
  return z.object({ ...envelopeFields, data });
}

/** The header of the server's time (ms) on answers whose envelope leaves `serverTime` out. */
export const SERVER_TIME_HEADER = 'x-server-time';

/** The success code the server sends; anything else in `code` is an error code. */
export const SUCCESS_CODE = '1';

/** True when the envelope reports success in any of the fields the product uses. */
export function isEnvelopeSuccess(envelope: Envelope): boolean {
  if (envelope.isSuccess !== undefined) return envelope.isSuccess;
  if (envelope.success !== undefined) return envelope.success;
  return envelope.code !== undefined && String(envelope.code) === SUCCESS_CODE;
}
