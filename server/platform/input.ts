import type { FastifyRequest } from 'fastify';

/**
 * Characters no text a fan types contains: C0 controls but tab, line feed and carriage return, DEL,
 * and the C1 controls. NUL in particular cannot be stored by PostgreSQL and made the server answer
 * 500 to a login. They are removed here, at the one door every input passes.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** Nesting deeper than this is not input any of our forms sends; it is cut off, not walked. */
const MAX_DEPTH = 8;

/** A copy of the value with control characters removed from every string in it (keys included). */
export function withoutControlCharacters(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(CONTROL, '');
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => withoutControlCharacters(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    out[k.replace(CONTROL, '')] = withoutControlCharacters(v, depth + 1);
  return out;
}

function objectOr(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * A request's whole input as one object: the query, then the body (a form or JSON; or, for an
 * endpoint whose body is one value, that value under `bodyField`), then the path's parameters,
 * which win; control characters removed.
 */
export function inputOf(request: FastifyRequest, bodyField?: string): Record<string, unknown> {
  const body = bodyField === undefined ? objectOr(request.body) : { [bodyField]: request.body };
  return withoutControlCharacters({
    ...objectOr(request.query),
    ...body,
    ...objectOr(request.params),
  }) as Record<string, unknown>;
}
