import { z } from 'zod/mini';

/**
 * Input pieces every endpoint shares. A path parameter or a query value arrives as text, a JSON
 * body as numbers: ids and counts accept both. Ids are what the database holds — PostgreSQL
 * `integer`, at most 2,147,483,647 — so a larger one is a 400, never the database's 500.
 */

export const MAX_INT32 = 2_147_483_647;

const idDigits = z.string().check(z.regex(/^[1-9]\d{0,9}$/));

/** A positive 32-bit id, from a number or a digit string. */
export const idInput = z
  .pipe(
    z.union([z.number().check(z.int(), z.positive()), idDigits]),
    z.transform((v) => Number(v)),
  )
  .check(z.lte(MAX_INT32));

/** A non-negative integer up to `max`, from a number or a digit string. */
export function countInput(max: number) {
  return z
    .pipe(
      z.union([
        z.number().check(z.int(), z.nonnegative()),
        z.string().check(z.regex(/^\d{1,16}$/)),
      ]),
      z.transform((v) => Number(v)),
    )
    .check(z.lte(max));
}

/** A page number, 1 to 10,000. */
export const pageNoInput = z.pipe(countInput(10_000), z.number().check(z.gte(1)));

/** A positive id of a `bigserial` column (messages, events), up to 2^53 − 1. */
export const bigIdInput = z
  .pipe(
    z.union([
      z.number().check(z.int(), z.positive()),
      z.string().check(z.regex(/^[1-9]\d{0,15}$/)),
    ]),
    z.transform((v) => Number(v)),
  )
  .check(z.lte(Number.MAX_SAFE_INTEGER));
