/**
 * The partner's URL parameters: `ticket` and `currency` (shopping app), `uid` and `sign` (push-ball
 * platform). A host app may put them in the search part or in the hash route's query; the hash form
 * never reaches any server log, the search form does, so docs/api.md asks partners for the hash.
 */
export interface PartnerParams {
  ticket: string | null;
  currency: string | null;
  uid: string | null;
  sign: string | null;
}

/** The credentials that leave the address bar as soon as they are read. */
const SECRET_PARAMS = ['ticket', 'sign'] as const;

function hashQuery(hash: string): URLSearchParams {
  const at = hash.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : hash.slice(at + 1));
}

export function readPartnerParams(url: Pick<URL, 'search' | 'hash'>): PartnerParams {
  const search = new URLSearchParams(url.search);
  const hash = hashQuery(url.hash);
  const pick = (name: string) => search.get(name) || hash.get(name) || null;
  return {
    ticket: pick('ticket'),
    currency: pick('currency'),
    uid: pick('uid'),
    sign: pick('sign'),
  };
}

/**
 * The address without the one-time credentials, or null when it holds none. They are spent by the
 * login anyway; leaving them would put them in history, bookmarks and every link the fan shares.
 */
export function addressWithoutSecrets(url: URL): string | null {
  const search = new URLSearchParams(url.search);
  const at = url.hash.indexOf('?');
  const route = at < 0 ? url.hash : url.hash.slice(0, at);
  const hash = hashQuery(url.hash);
  let changed = false;
  for (const name of SECRET_PARAMS) {
    if (search.has(name) || hash.has(name)) changed = true;
    search.delete(name);
    hash.delete(name);
  }
  if (!changed) return null;
  const s = search.toString();
  const h = hash.toString();
  return `${url.pathname}${s ? `?${s}` : ''}${route}${h ? `?${h}` : ''}`;
}
