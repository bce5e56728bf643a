import { z } from 'zod/mini';

/**
 * One declaration per HTTP endpoint, read by both sides: the client's `call(endpoint, input)`
 * (src/shared/http) builds the request from it, the server's `route(endpoint, handler)`
 * (server/platform) registers, validates, authenticates and answers by it. A path or a field can
 * therefore never disagree between the two (docs/ARCHITECTURE.md "Adding an endpoint").
 */

/**
 * Who may call:
 * - `anyone`: visitors too (a handler may still ask who the caller is);
 * - `reader`: a logged-in fan; the token may come from the cookie (reading is harmless cross-site);
 * - `writer`: a change of state; the token must come in a header, which another site cannot make a
 *   browser send (a cookie alone does not prove the fan meant it).
 */
export type Access = 'anyone' | 'reader' | 'writer';

export type Method = 'GET' | 'POST';

export interface Endpoint<
  I extends z.ZodMiniType = z.ZodMiniType,
  O extends z.ZodMiniType = z.ZodMiniType,
  A extends Access = Access,
> {
  readonly method: Method;
  /** The path, its parameters in braces as the spec writes them: `/api/msg/queryMsg/{subType}/{pageNo}`. */
  readonly path: string;
  readonly access: A;
  /**
   * Everything the caller sends as one object: the path's parameters, then the query (GET) or the
   * body (POST). The server parses it; the client is typed by it.
   */
  readonly input: I;
  /** The envelope's `data` on success. */
  readonly output: O;
  /**
   * For a POST whose body is not an object of fields but one value (a list): the input's field that
   * carries it. The client sends that field as the whole body; the server puts the body there.
   */
  readonly bodyField?: string;
  /**
   * `file`: the answer is the file itself (an image an <img> shows), not the envelope; the output is
   * a FileAnswer. A refusal is still the envelope.
   */
  readonly answer?: 'file';
}

/** What an endpoint of `answer: 'file'` answers: the bytes, their type, and headers of its own. */
export interface FileAnswer {
  bytes: Uint8Array;
  type: string;
  headers?: Readonly<Record<string, string>>;
}

/** The output of an endpoint that answers with a file (never read by the client's `call`). */
export const fileAnswer = z.custom<FileAnswer>(
  // Typed as a FileAnswer by zod, yet whatever a handler returned: checked as such.
  (value: unknown) =>
    typeof value === 'object' &&
    value !== null &&
    (value as Partial<FileAnswer>).bytes instanceof Uint8Array &&
    typeof (value as Partial<FileAnswer>).type === 'string',
);

/** The input an endpoint takes from a caller (before the server's parse). */
export type InputOf<E extends Endpoint> = z.input<E['input']>;
/** The input as the server's handler sees it (after the parse). */
export type ParsedInputOf<E extends Endpoint> = z.output<E['input']>;
export type OutputOf<E extends Endpoint> = z.output<E['output']>;

/** Declares an endpoint; `defineEndpoint` keeps the schemas' types. */
export function defineEndpoint<I extends z.ZodMiniType, O extends z.ZodMiniType, A extends Access>(
  def: Endpoint<I, O, A>,
): Endpoint<I, O, A> {
  return Object.freeze({ ...def });
}

/** The input of an endpoint that takes none (a `{}` body or an empty query). */
export const noInput = z.looseObject({});

const PARAM = /\{(\w+)\}/g;

/** The names of a path's parameters, in order: `/a/{x}/{y}` → ['x', 'y']. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((m) => m[1] ?? '');
}

/**
 * The concrete path for an input, and what is left of the input for the query or the body. A
 * parameter's value is URI-encoded; a missing one is an error of the caller's code, not of the fan.
 */
export function fillPath(
  path: string,
  input: Readonly<Record<string, unknown>>,
): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...input };
  const filled = path.replace(PARAM, (_whole, name: string) => {
    const value = rest[name];
    // A parameter is a number or text; anything else is the caller's code's mistake, not the fan's.
    if (typeof value !== 'number' && (typeof value !== 'string' || value === ''))
      throw new Error(`${path}: the path parameter ${name} is missing or not a number or text`);
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}

/** The route pattern of a path for Fastify and friends: `{x}` → `:x`. */
export function routePattern(path: string): string {
  return path.replace(PARAM, ':$1');
}
