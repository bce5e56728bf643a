import { DOWNLOAD_MISSING_QUERY, downloadAgentOf } from '../../../contracts/download';

/** Where the install packages are (DOWNLOAD_IOS_URL, DOWNLOAD_ANDROID_URL): none by default. */
export interface DownloadUrls {
  ios: string | null;
  android: string | null;
}

export type Platform = 'ios' | 'android' | 'other';

/** The phone a browser runs on, from its User-Agent; a desktop or anything unknown is 'other'. */
export function platformOf(userAgent: string | undefined): Platform {
  const ua = userAgent ?? '';
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios';
  return /Android/i.test(ua) ? 'android' : 'other';
}

export type DownloadTarget =
  /** The platform's store or package, carrying the agent. */
  | { kind: 'store'; url: string }
  /** Back to the app's download page, which says 暂未提供安装包. */
  | { kind: 'page'; location: string };

/** The store address with the agent, unless the address names one already. */
function withAgent(url: string, agentId: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('agentId')) parsed.searchParams.set('agentId', agentId);
  return parsed.toString();
}

/**
 * GET /download/app's answer (docs/decisions/activities-and-channel-homes.md "Download"): the store
 * of the fan's phone where the deployment names one, with the agent (the one given when it is an
 * agent id, else 2335037); otherwise the app's download page for the same agent, told that no
 * package is offered. Pure: the addresses were checked when the settings were read.
 */
export function downloadTarget(
  urls: DownloadUrls,
  request: { userAgent: string | undefined; agentId: unknown },
): DownloadTarget {
  const agentId = downloadAgentOf(request.agentId);
  const platform = platformOf(request.userAgent);
  const store = platform === 'other' ? null : urls[platform];
  if (store) return { kind: 'store', url: withAgent(store, agentId) };
  const query = new URLSearchParams({ agentId, [DOWNLOAD_MISSING_QUERY]: '1' });
  return { kind: 'page', location: `/#/download?${query.toString()}` };
}
