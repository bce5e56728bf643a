import { z } from 'zod/mini';
import { int32Input, safeIntInput } from './integers';

/**
 * Input pieces every endpoint shares, named for what they are; their bounds come from
 * contracts/integers.ts. A path parameter or a query value arrives as text, a JSON body as numbers:
 * ids and counts accept both. Ids are what the database holds — PostgreSQL `integer`, at most
 * 2,147,483,647 — so a larger one is a 400, never the database's 500.
 */

/** A positive 32-bit id, from a number or a digit string. */
export const idInput = int32Input({ min: 1 });

/** A non-negative integer up to `max` (at most 2^31 − 1), from a number or a digit string. */
export function countInput(max: number) {
  return int32Input({ min: 0, max });
}

/** A page number, 1 to 10,000. */
export const pageNoInput = int32Input({ min: 1, max: 10_000 });

/** A positive id of a `bigserial` column (messages, events), up to 2^53 − 1. */
export const bigIdInput = safeIntInput({ min: 1 });

/**
 * The id a client gives a create or a purchase so its retries answer the first one (an idempotency
 * key): letters, digits, _ and -, 8 to 64 of them.
 */
export const requestIdInput = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));
