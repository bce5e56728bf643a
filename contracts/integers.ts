import { z } from 'zod/mini';

/**
 * Every integer of contracts/ — what a caller sends and what the server answers — takes its bounds
 * from here (issue 30 §3; the linter forbids `z.int()` elsewhere in contracts/, eslint.config.js).
 * The bounds are the database's columns: a PostgreSQL `integer` holds −2^31 to 2^31 − 1, so a
 * number past it is the ordinary 400 with a Chinese message, never the database's "integer out of
 * range" 500. A `bigint` or `bigserial` column (money in fen, message and event ids) and times in
 * milliseconds hold safe integers (±(2^53 − 1)): wider than int32, never past what a double holds
 * exactly.
 *
 * - `int32()`: an integer number of an `integer` column (ids, codes, counts); bounds narrow it.
 * - `safeInt()`: an integer number of a `bigint` column, or a time in ms.
 * - `int32Input()`, `safeIntInput()`: the same from a number or a digit string, for path and query
 *   parameters (they arrive as text) and bodies that may carry either.
 *
 * Bounds outside the kind's range are a mistake of the contract, thrown when it loads.
 */

/** The range of a PostgreSQL `integer` column. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;
/** The range of a `bigint` column read as a number, and of times in ms: what a double holds exactly. */
export const SAFE_INT_MIN = Number.MIN_SAFE_INTEGER;
export const SAFE_INT_MAX = Number.MAX_SAFE_INTEGER;

/** What a fan reads when a number breaks its contract and the contract names no message of its own. */
export const IntegerMessages = {
  notInteger: '参数必须是整数',
  outOfRange: '参数超出允许范围',
} as const;

export interface IntegerBounds {
  /** Smallest allowed; the kind's smallest when left out. */
  min?: number;
  /** Largest allowed; the kind's largest when left out. */
  max?: number;
  /** The message for every problem of this field, in Chinese (else IntegerMessages). */
  error?: string;
}

/**
 * A decimal integer as text: an optional minus, no leading zeros (`0`, `17`, `-3`; not `017`, `+1`,
 * `1e3`). Up to 300 digits, so that its number is finite and a long one reads as out of range.
 */
const DIGITS = /^(0|-?[1-9]\d{0,299})$/;

function checked(kind: string, lowest: number, highest: number, bounds: IntegerBounds) {
  const min = bounds.min ?? lowest;
  const max = bounds.max ?? highest;
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min < lowest || max > highest)
    throw new RangeError(`${kind}: bounds ${min}..${max} are outside ${lowest}..${highest}`);
  if (min > max) throw new RangeError(`${kind}: min ${min} is above max ${max}`);
  const notInteger = bounds.error ?? IntegerMessages.notInteger;
  const outOfRange = bounds.error ?? IntegerMessages.outOfRange;
  return { min, max, notInteger, outOfRange };
}

function bounded(kind: string, lowest: number, highest: number, bounds: IntegerBounds) {
  const { min, max, notInteger, outOfRange } = checked(kind, lowest, highest, bounds);
  return z
    .int({
      // zod says "too big" for an integer past the safe ones (1e21): that is a range, not a type.
      error: (issue) =>
        issue.code === 'too_big' || issue.code === 'too_small' ? outOfRange : notInteger,
    })
    .check(z.gte(min, { error: outOfRange }), z.lte(max, { error: outOfRange }));
}

function fromDigits(kind: string, lowest: number, highest: number, bounds: IntegerBounds) {
  const { notInteger } = checked(kind, lowest, highest, bounds);
  return z.pipe(
    z.union(
      [
        z.number({ error: notInteger }),
        z.string({ error: notInteger }).check(z.regex(DIGITS, { error: notInteger })),
      ],
      { error: notInteger },
    ),
    z.pipe(
      z.transform((v: number | string) => Number(v)),
      bounded(kind, lowest, highest, bounds),
    ),
  );
}

/** An integer of a PostgreSQL `integer` column (ids, codes, counts, scores), within `bounds`. */
export function int32(bounds: IntegerBounds = {}) {
  return bounded('int32', INT32_MIN, INT32_MAX, bounds);
}

/** An integer of a `bigint`/`bigserial` column (money in fen, message ids) or a time in ms. */
export function safeInt(bounds: IntegerBounds = {}) {
  return bounded('safeInt', SAFE_INT_MIN, SAFE_INT_MAX, bounds);
}

/** `int32()` from a number or a digit string (path and query parameters arrive as text). */
export function int32Input(bounds: IntegerBounds = {}) {
  return fromDigits('int32Input', INT32_MIN, INT32_MAX, bounds);
}

/** `safeInt()` from a number or a digit string. */
export function safeIntInput(bounds: IntegerBounds = {}) {
  return fromDigits('safeIntInput', SAFE_INT_MIN, SAFE_INT_MAX, bounds);
}
