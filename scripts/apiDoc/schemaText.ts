import { fileAnswer } from '../../contracts/endpoint';

/**
 * What a zod schema of contracts/ looks like in one table cell: the field names of an object
 * (`name?` when optional), an array's element, a union's options. Reads zod's own definition
 * (`_zod.def`), the way tests/integration/server/fuzz.test.ts finds an input's fields.
 */

interface Def {
  type?: string;
  shape?: Record<string, unknown>;
  in?: unknown;
  element?: unknown;
  innerType?: unknown;
  options?: readonly unknown[];
}

function defOf(schema: unknown): Def {
  return (schema as { _zod?: { def?: Def } })._zod?.def ?? {};
}

/** A field a caller may leave out: optional, or with a default. */
function isOptional(schema: unknown): boolean {
  const optin = (schema as { _zod?: { optin?: string } })._zod?.optin;
  return optin === 'optional' || optin === 'defaulted';
}

/** The top-level field names of an object schema (through pipes), `?` marking the optional ones. */
export function fieldNames(schema: unknown): string[] | undefined {
  const def = defOf(schema);
  if (def.type === 'pipe') return fieldNames(def.in);
  if (def.type !== 'object' || !def.shape) return undefined;
  return Object.entries(def.shape).map(([name, field]) => (isOptional(field) ? `${name}?` : name));
}

/** Past this many fields an answer's cell names the first ones and counts the rest. */
const MAX_FIELDS = 10;

function listed(names: readonly string[]): string {
  const shown = names.slice(0, MAX_FIELDS).join(', ');
  return names.length > MAX_FIELDS ? `${shown}, … ${names.length - MAX_FIELDS} more` : shown;
}

/** A schema's shape in one line: `{a, b?}`, `[{a}]`, `null`, `{a} or {b}`. */
export function shapeText(schema: unknown): string {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return `{${listed(fieldNames(schema) ?? [])}}`;
    case 'pipe':
      return shapeText(def.in);
    case 'array':
      return `[${shapeText(def.element)}]`;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return def.type === 'nullable'
        ? `${shapeText(def.innerType)} or null`
        : shapeText(def.innerType);
    case 'union':
      return (def.options ?? []).map(shapeText).join(' or ');
    case 'custom':
      // The one custom output is fileAnswer; a custom input is a check written in code.
      return schema === fileAnswer ? 'the file itself' : '(checked in code)';
    default:
      return def.type ?? '?';
  }
}

/** An input's cell: its field names, or its shape when it is not an object of fields. */
export function inputText(schema: unknown): string {
  const names = fieldNames(schema);
  if (!names) return shapeText(schema);
  return names.length === 0 ? '—' : names.join(', ');
}
