import { SettingError } from '../../platform/secrets';
import { SECOND_MS } from '../../../domain/time';

/** How long the proxy waits for a picture of an outside host, name lookup included. */
export const OUTSIDE_IMAGE_TIMEOUT_MS = 5 * SECOND_MS;
/** Conversions one fan may ask for in PROXY_WINDOW_MS: a share image holds a handful of pictures. */
export const PROXY_CALLS_PER_WINDOW = 60;
export const PROXY_WINDOW_MS = 10 * 60 * SECOND_MS;

export interface ShareSettings {
  /**
   * The outside hosts whose pictures the proxy may read (SHARE_IMAGE_HOSTS, comma-separated): a name
   * (`img.example.com`) or every name under one (`*.example.com`). None by default: unset, the proxy
   * reads only this server's own pictures.
   */
  imageHosts: readonly string[];
}

const HOST_NAME =
  /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Read here rather than in server/config.ts, as the account settings are: the share feature is the
 * only reader. A name that is not a host name (a scheme, a path, a port) stops the start, rather than
 * silently allowing nothing or more than meant.
 */
export function readShareSettings(env: NodeJS.ProcessEnv = process.env): ShareSettings {
  const imageHosts = (env.SHARE_IMAGE_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
  for (const host of imageHosts)
    if (!HOST_NAME.test(host))
      throw new SettingError(
        `SHARE_IMAGE_HOSTS: "${host}" is not a host name (img.example.com or *.example.com)`,
      );
  return { imageHosts };
}

/** Whether a host name is one the settings allow (`*.example.com` allows a.example.com, not example.com). */
export function isAllowedHost(settings: ShareSettings, hostname: string): boolean {
  const host = hostname.toLowerCase();
  return settings.imageHosts.some((allowed) =>
    allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed,
  );
}
