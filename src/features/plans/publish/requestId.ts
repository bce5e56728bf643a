/**
 * A fresh id for one publish form (contracts/plans.ts `requestId`): the server answers a repeated id
 * with the plan it already made, so a retry after a lost answer publishes once. The same generator
 * as the withdrawal's (src/features/wallet/withdraw/requestId.ts; features do not share insides):
 * `randomUUID` exists only in secure contexts, `getRandomValues` everywhere.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
