/**
 * A fresh id for one attempt at sending a feedback (contracts/feedback.ts `requestId`): the server
 * answers a repeated id with the feedback it made, so a retry after no answer sends once.
 * `randomUUID` exists only in secure contexts, `getRandomValues` everywhere.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
