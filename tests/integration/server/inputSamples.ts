import type { z } from 'zod/mini';

/**
 * Reads a contract's input schema (zod v4 mini) for the fuzz test: where its numbers are, and an
 * input it accepts. With a valid input around it, one number out of range is all that differs, so a
 * schema that lets it through shows as the server's answer to it (issue 30 §3: a gameType of 2^31
 * passed the contract and came back as the database's 500).
 */

type Schema = z.ZodMiniType;
interface Def {
  type: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  items?: Schema[];
  options?: Schema[];
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  values?: unknown[];
  entries?: Record<string, unknown>;
}
interface Bag {
  minimum?: number;
  maximum?: number;
}

const defOf = (s: Schema) => (s as unknown as { _zod: { def: Def } })._zod.def;
const bagOf = (s: Schema) => (s as unknown as { _zod: { bag: Bag } })._zod.bag;

/** Wrappers whose inner schema says what the value is. */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
]);

/** A field's place in an input: keys of objects, 0 for an array's first element. */
export type FieldPath = readonly (string | number)[];

/** Whether the schema takes a number anywhere in it (a number, a literal number, a pipe from one). */
function takesNumber(s: Schema): boolean {
  const def = defOf(s);
  if (def.type === 'number') return true;
  if (def.type === 'literal') return (def.values ?? []).some((v) => typeof v === 'number');
  if (WRAPPERS.has(def.type) && def.innerType) return takesNumber(def.innerType);
  if (def.type === 'pipe' && def.in) return takesNumber(def.in);
  if (def.type === 'union') return (def.options ?? []).some(takesNumber);
  return false;
}

/** The schema an object or array sits in, through wrappers and pipes; else undefined. */
function container(s: Schema): Schema | undefined {
  const def = defOf(s);
  if (def.type === 'object' || def.type === 'array') return s;
  if (WRAPPERS.has(def.type) && def.innerType) return container(def.innerType);
  if (def.type === 'pipe' && def.in) return container(def.in);
  return undefined;
}

/** The paths of every field that takes a number, nested objects and arrays included. */
export function numberFields(schema: Schema, at: FieldPath = []): FieldPath[] {
  const inner = container(schema);
  if (inner) {
    const def = defOf(inner);
    if (def.type === 'object')
      return Object.entries(def.shape ?? {}).flatMap(([k, v]) => numberFields(v, [...at, k]));
    if (def.element) return numberFields(def.element, [...at, 0]);
  }
  return at.length > 0 && takesNumber(schema) ? [at] : [];
}

/** A piece of a schema may expect what its outer parts checked first: a throw is a no. */
function accepts(s: Schema, value: unknown): boolean {
  try {
    return s.safeParse(value).success;
  } catch {
    return false;
  }
}

/** Values to try where a schema says little about what it wants. */
const GUESSES: readonly unknown[] = [
  1,
  '1',
  0,
  '0',
  2,
  3,
  7,
  10,
  true,
  false,
  'abcdefgh12',
  '13800138000',
  '2026-11-22',
  '123456',
  '张三',
  '11010519491231002X',
  '0123456789abcdef'.repeat(2),
  '0123456789abcdef'.repeat(4),
  'a',
  [],
  {},
  null,
  // The old football lottery's issue number and game (contracts/lottery.ts).
  '26001',
  401,
];

function guess(s: Schema): unknown {
  return GUESSES.find((g) => accepts(s, g));
}

/** A value the schema accepts, best effort (undefined when none was found). */
export function sampleOf(s: Schema): unknown {
  const def = defOf(s);
  let value: unknown;
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(def.shape ?? {})) {
        const sample = sampleOf(v);
        // An optional field whose sample failed is left out rather than spoiling the whole.
        if (sample !== undefined && (accepts(v, sample) || !accepts(v, undefined))) out[k] = sample;
      }
      value = out;
      break;
    }
    case 'array': {
      const element = def.element ? sampleOf(def.element) : undefined;
      value = element === undefined ? [] : [element];
      break;
    }
    case 'tuple':
      value = (def.items ?? []).map(sampleOf);
      break;
    case 'union':
      value = (def.options ?? []).map(sampleOf).find((v) => v !== undefined && accepts(s, v));
      break;
    case 'literal':
      value = def.values?.[0];
      break;
    case 'enum':
      value = Object.values(def.entries ?? {})[0];
      break;
    case 'number': {
      const { minimum, maximum } = bagOf(s);
      value = [minimum, maximum, 1, 0, 2, 3].find((n) => n !== undefined && accepts(s, n));
      break;
    }
    case 'pipe': {
      // What goes in; else what comes out, for a pipe whose input side only screens the value.
      const before = def.in ? sampleOf(def.in) : undefined;
      const after = def.out ? sampleOf(def.out) : undefined;
      value = before !== undefined && accepts(s, before) ? before : after;
      break;
    }
    case 'boolean':
      value = true;
      break;
    case 'null':
      value = null;
      break;
    case 'record':
      value = {};
      break;
    default:
      if (WRAPPERS.has(def.type) && def.innerType) value = sampleOf(def.innerType);
  }
  return value !== undefined && accepts(s, value) ? value : (guess(s) ?? value);
}

/** A copy of `input` with `value` at `path` (arrays and objects along it copied, not shared). */
export function withValueAt(input: unknown, path: FieldPath, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const list = Array.isArray(input) ? [...(input as unknown[])] : [];
    list[head] = withValueAt(list[head], rest, value);
    return list;
  }
  const object =
    input && typeof input === 'object' && !Array.isArray(input)
      ? { ...(input as Record<string, unknown>) }
      : {};
  object[head] = withValueAt(object[head], rest, value);
  return object;
}

/** The value at `path` of `input` (undefined where the path leads nowhere). */
export function valueAt(input: unknown, path: FieldPath): unknown {
  let at: unknown = input;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}
