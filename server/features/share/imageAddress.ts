import { done, refused, type Outcome } from '../../platform/refusals';
import { ShareRefusals } from './refusals';
import { isAllowedHost, type ShareSettings } from './settings';

/** Where a picture address points: a path of this server, or a host of the settings' list. */
export type ImageAddress = { kind: 'own'; path: string } | { kind: 'outside'; url: URL };

/** The base a relative address is read against: a name no real host has (RFC 6761). */
const SELF = 'http://self.invalid';

/**
 * Sorts a picture address before anything is read. Only http(s). A relative address, or one naming a
 * host name this server answers as (`ownHosts`: the request's own Host and the app's origins), is one of
 * this server's paths, read inside the server with no request made (ownImages.ts). Any other host
 * must be on the settings' list, at its scheme's own port. Addresses with credentials are refused.
 */
export function sortImageAddress(
  raw: string,
  ownHosts: readonly string[],
  settings: ShareSettings,
): Outcome<ImageAddress> {
  let url: URL;
  try {
    // WHATWG parsing, as a browser reads it: `/\host`, `//host` and `http:host` all name `host`.
    url = new URL(raw, SELF);
  } catch {
    return refused(ShareRefusals.urlInvalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return refused(ShareRefusals.urlInvalid);
  if (url.username !== '' || url.password !== '') return refused(ShareRefusals.urlInvalid);
  // By name whatever the port: an own path is read inside the server, so no port is ever reached.
  const host = url.hostname.toLowerCase();
  if (url.origin === SELF || ownHosts.some((own) => own.toLowerCase() === host))
    return done({ kind: 'own', path: url.pathname });
  // The default port only (URL leaves `port` empty for it): a listed host's other ports are other services.
  if (url.port !== '' || !isAllowedHost(settings, url.hostname))
    return refused(ShareRefusals.hostNotAllowed);
  return done({ kind: 'outside', url });
}

/** The host names of origins (`https://app.example.com:8443` → `app.example.com`); bad ones are skipped. */
export function hostsOf(origins: readonly string[]): string[] {
  return origins.flatMap((origin) => {
    try {
      return [new URL(origin).hostname];
    } catch {
      return [];
    }
  });
}
