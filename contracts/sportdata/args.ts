import { z } from 'zod/mini';
import { idInput } from '../inputs';
import { int32Input, safeIntInput } from '../integers';

/**
 * Argument pieces of the sport-data gateway (calls-errors-spec §7.1). The client sends JSON; ids may
 * arrive as numbers or digit strings, and id lists as arrays or comma-separated strings, as the real
 * client does. Limits keep one call from asking for the whole database, and every number that reaches
 * SQL is bounded by its column (contracts/integers.ts): ids are `idInput` (positive int32) or
 * `bigIdInput` (bigserial) from contracts/inputs.ts, so an id the database cannot hold is a 400,
 * never the database's 500.
 */

export const MAX_ID_LIST = 500;
export const MAX_PAGE_SIZE = 100;

/** The largest small integer (flags, types, counts): six digits. */
const MAX_SMALL_INT = 999_999;

/** An id list: [1, 2], ['1', '2'] or '1,2'; empty is allowed, more than `max` ids is not. */
export function idListArgOf(max: number) {
  return z.pipe(
    z.union([
      z.array(z.union([z.number(), z.string()])),
      z.string().check(z.regex(/^(\d{1,10}(,\d{1,10})*)?$/)),
    ]),
    z.pipe(
      z.transform((v: string | Array<string | number>) =>
        typeof v === 'string' ? (v === '' ? [] : v.split(',')) : v,
      ),
      // Each id is checked as one: a list naming an id the database cannot hold is refused whole.
      z.array(idInput).check(z.maxLength(max)),
    ),
  );
}

/** An id list of at most MAX_ID_LIST ids. */
export const idListArg = idListArgOf(MAX_ID_LIST);

/** A small non-negative integer (flags, types, counts), from a number or a digit string. */
export const intArg = int32Input({ min: 0, max: MAX_SMALL_INT });

/**
 * An int32 id column where 0 is meaningful: a filter's "any league", or the crown provider, whose
 * odds company id is 0.
 */
export const idOrZeroArg = int32Input({ min: 0 });

/** A bigserial cursor where 0 means "from the start" (chat's afterId). */
export const bigIdOrZeroArg = safeIntInput({ min: 0 });

export const pageNoArg = z._default(int32Input({ min: 1, max: 10_000 }), 1);

export function pageSizeArg(fallback: number) {
  return z._default(int32Input({ min: 1, max: MAX_PAGE_SIZE }), fallback);
}

/** A count between 1 and `max`, `fallback` when left out. */
export function countArg(fallback: number, max: number) {
  return z._default(int32Input({ min: 1, max }), fallback);
}

/** A small code among `codes`, `fallback` when left out. */
export function codeArg(codes: readonly number[], fallback: number) {
  return z._default(z.pipe(intArg, z.number().check(z.refine((n) => codes.includes(n)))), fallback);
}

/** 0/1, true/false or '0'/'1' as a boolean flag. */
export const flagArg = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]),
  z.transform((v) => v === true || v === 1 || v === '1'),
);

/**
 * A calendar date, yyyy-MM-dd, that exists: 2024-02-30 would reach SQL as an invalid time (a 500),
 * so it is refused here.
 */
export const dateArg = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((d) => {
    const time = Date.parse(`${d}T00:00:00Z`);
    return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === d;
  }),
);
