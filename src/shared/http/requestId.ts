/**
 * A fresh id for one attempt at a change the server makes once (a withdrawal, a publish, a note, a
 * feedback: each contract's `requestId`). The server answers a repeated id with what the first
 * request made, so a double tap or a retry after a lost answer acts once. `randomUUID` exists only
 * in secure contexts (https, localhost); an app opened over plain http still has `getRandomValues`,
 * which gives the same 122 bits of chance as hex.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
