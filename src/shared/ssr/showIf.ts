/**
 * What a fan's visit must hold for a screen rendered on the server to be the screen the app will
 * draw for them (issue 20 §3; docs/decisions/first-screen.md). The server sees neither the
 * address's hash nor the fan's storage, so it renders the screen of a fan with nothing saved and
 * sends these with it; the page's inline script (index.html) shows the render only when every one
 * holds, and the skeleton otherwise. Values compare as strings; '' stands for "absent".
 */
export type ShowCondition =
  /** A parameter of the address: in its query or its hash's query. */
  | { query: string; allow: readonly string[] }
  /**
   * A value in localStorage: the key `stored`, or every key starting with it (`prefix`). Without
   * `path` the stored text itself; with one, the value at that path of the stored JSON, as
   * `canonicalJson` writes it ('' when it has none).
   */
  | { stored: string; prefix?: true; path?: readonly string[]; allow: readonly string[] };

/**
 * JSON with the keys of every object sorted: the stored value at a path and the value it is
 * compared with may have been written with their keys in another order. The inline script in
 * index.html writes stored values the same way; a test pins that the two agree.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? '';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const record = value as Record<string, unknown>;
  const entries = Object.keys(record)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
  return `{${entries.join(',')}}`;
}
