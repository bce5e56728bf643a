import { localStore, StorageKeys, writeCookie } from '../storage';
import { resolveChannel, type ResolvedChannel } from './resolve';

let current: ResolvedChannel | undefined;

/** Reads agentId from the page URL: the search part first, then the hash's query. */
function agentIdFromUrl(): string | null {
  const fromSearch = new URLSearchParams(location.search).get('agentId');
  if (fromSearch) return fromSearch;
  const hashQuery = location.hash.split('?')[1];
  return hashQuery ? new URLSearchParams(hashQuery).get('agentId') : null;
}

/** Resolves this visit's channel once, on start, and remembers the agent for later visits. */
export function initChannel(): ResolvedChannel {
  current = resolveChannel({
    queryAgentId: agentIdFromUrl(),
    storedAgentId: localStore.get(StorageKeys.agentId),
    hostname: location.hostname,
    userAgent: navigator.userAgent,
  });
  localStore.set(StorageKeys.agentId, current.agentId);
  writeCookie(StorageKeys.agentCookie, current.agentId);
  return current;
}

/**
 * The channel of a page rendered on the server (src/app/ssr): there is no address or storage to
 * read there; the server resolves the visit's channel from its host and user agent.
 */
export function setRenderedChannel(channel: ResolvedChannel): void {
  current = channel;
}

export function currentChannel(): ResolvedChannel {
  return current ?? initChannel();
}
