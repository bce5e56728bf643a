import { z } from 'zod/mini';

/**
 * Argument pieces of the sport-data gateway (calls-errors-spec §7.1). The client sends JSON; ids may
 * arrive as numbers or digit strings, and id lists as arrays or comma-separated strings, as the real
 * client does. Limits keep one call from asking for the whole database.
 */

export const MAX_ID_LIST = 500;
export const MAX_PAGE_SIZE = 100;

const digits = z.string().check(z.regex(/^\d{1,10}$/));

/** A positive id, from a number or a digit string. */
export const idArg = z.pipe(
  z.union([z.number().check(z.int(), z.positive()), digits]),
  z.transform((v) => Number(v)),
);

/** An id list: [1, 2], ['1', '2'] or '1,2'; empty is allowed, more than MAX_ID_LIST is not. */
export const idListArg = z
  .pipe(
    z.union([
      z.array(z.union([z.number().check(z.int(), z.positive()), digits])),
      z.string().check(z.regex(/^(\d{1,10}(,\d{1,10})*)?$/)),
    ]),
    z.transform((v: string | Array<string | number>) =>
      (typeof v === 'string' ? (v === '' ? [] : v.split(',')) : v).map((x) => Number(x)),
    ),
  )
  .check(z.maxLength(MAX_ID_LIST));

/** A small non-negative integer (flags, types), from a number or a digit string. */
export const intArg = z.pipe(
  z.union([z.number().check(z.int(), z.nonnegative()), z.string().check(z.regex(/^\d{1,6}$/))]),
  z.transform((v) => Number(v)),
);

export const pageNoArg = z._default(z.pipe(intArg, z.number().check(z.gte(1), z.lte(10_000))), 1);

export function pageSizeArg(fallback: number) {
  return z._default(z.pipe(intArg, z.number().check(z.gte(1), z.lte(MAX_PAGE_SIZE))), fallback);
}

/** 0/1, true/false or '0'/'1' as a boolean flag. */
export const flagArg = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]),
  z.transform((v) => v === true || v === 1 || v === '1'),
);

/** A calendar date, yyyy-MM-dd. */
export const dateArg = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
