import type { JumpTarget } from './target';

/**
 * Jump type 2, a page of another site (product-spec §9): only an http(s) address — never a
 * `javascript:` or `data:` one — with the fan's agentId appended when the address has none, so the
 * partner's page knows the channel it came from.
 */
export function externalTarget(url: unknown, agentId: string): JumpTarget | null {
  if (typeof url !== 'string') return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (!parsed.searchParams.has('agentId') && agentId !== '') {
    parsed.searchParams.set('agentId', agentId);
  }
  return { kind: 'external', url: parsed.toString() };
}
