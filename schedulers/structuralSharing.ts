/**
 * Structural sharing (as TanStack Query's replaceEqualDeep): returns `next`, except that every part
 * deeply equal to the same part of `prev` is `prev`'s object. An identical payload gives back `prev`
 * itself (so nothing is written and nothing re-renders); a change in one match gives a new list whose
 * other matches are the old objects (so only that row re-renders).
 *
 * Plain objects and arrays are compared by content; anything else (Map, Date, class instances) by
 * reference or, for primitives, by value.
 */
export function replaceEqualDeep<T>(prev: unknown, next: T): T {
  if (Object.is(prev, next)) return next;
  if (Array.isArray(prev) && Array.isArray(next)) {
    let same = prev.length === next.length;
    const out: unknown[] = new Array<unknown>(next.length);
    for (let i = 0; i < next.length; i += 1) {
      const shared = replaceEqualDeep(prev[i], next[i] as unknown);
      out[i] = shared;
      if (!Object.is(shared, prev[i])) same = false;
    }
    return (same ? prev : out) as T;
  }
  if (isPlainObject(prev) && isPlainObject(next)) {
    const prevKeys = Object.keys(prev);
    const nextKeys = Object.keys(next);
    let same = prevKeys.length === nextKeys.length;
    const out: Record<string, unknown> = {};
    for (const key of nextKeys) {
      const shared = replaceEqualDeep(prev[key], next[key]);
      out[key] = shared;
      if (!Object.is(shared, prev[key]) || !(key in prev)) same = false;
    }
    return (same ? prev : out) as T;
  }
  return next;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
